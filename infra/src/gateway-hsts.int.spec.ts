import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type System, startSystem } from '@pm/system/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway';
import { GATEWAY_TOKEN_HEADER } from './http/base-app';

/**
 * Hardening: a client that sent its own `X-Forwarded-Proto: https` over plain HTTP was answered with
 * Strict-Transport-Security. The gateway passed the header on to the services with its token, so they
 * believed it. Now whether a request came over HTTPS is the gateway's to say: over TLS itself, or through
 * the proxy it trusts (TRUST_PROXY, carrying the gateway token); a client's own header is dropped.
 */
describe('HSTS through the gateway', () => {
  const TOKEN = 'gateway-token-of-this-test-0123456789';
  let system: System;
  let gateway: FastifyInstance;
  let untrusting: FastifyInstance;
  let base: string;
  let bare: string;

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    system = await startSystem({ env: { GATEWAY_TOKEN: TOKEN } });
    const dist = await mkdtemp(path.join(tmpdir(), 'pm-ui-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PM</title>');
    const [commandServiceUrl, readApiUrl] = [await listen(system.commandApp), await listen(system.readApp)];
    const common = { commandServiceUrl, readApiUrl, uiDist: dist, gatewayToken: TOKEN, logger: false };
    // as `npm start` builds it: the proxies on loopback are trusted, if they carry the token
    gateway = await buildGateway({ ...common, trustProxy: 'loopback,uniquelocal' });
    // no proxy in front is trusted at all
    untrusting = await buildGateway(common);
    [base, bare] = [await listen(gateway), await listen(untrusting)];
  });
  afterAll(async () => {
    await Promise.all([gateway.close(), untrusting.close()]);
    system.commandApp.server.closeAllConnections();
    system.readApp.server.closeAllConnections();
    await system.stop();
  });

  const hstsOf = async (url: string, init: RequestInit = {}): Promise<string | null> => {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.headers.get('strict-transport-security');
  };
  /** A sign-in as the product's page at `origin` sends it (a write naming no page is refused). */
  const login = (headers: Record<string, string>, origin: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify({ username: 'project', password: 'Demo!2026' }),
  });

  it("sends no HSTS over plain HTTP to a client's own X-Forwarded-Proto: reads, commands and pages", async () => {
    const spoofed = { 'x-forwarded-proto': 'https' };
    for (const origin of [base, bare]) {
      expect(await hstsOf(`${origin}/api/health`, { headers: spoofed }), origin).toBeNull();
      expect(await hstsOf(`${origin}/api/login`, login(spoofed, origin)), origin).toBeNull();
      expect(await hstsOf(`${origin}/participants`, { headers: spoofed }), origin).toBeNull();
    }
    // a wrong token is no token
    const wrong = { ...spoofed, [GATEWAY_TOKEN_HEADER]: 'not-the-token' };
    expect(await hstsOf(`${base}/api/health`, { headers: wrong })).toBeNull();
    expect(await hstsOf(`${base}/participants`, { headers: wrong })).toBeNull();
  });

  it('sends HSTS when the trusted proxy says the request came over HTTPS', async () => {
    const proxied = { 'x-forwarded-proto': 'https', [GATEWAY_TOKEN_HEADER]: TOKEN };
    expect(await hstsOf(`${base}/api/health`, { headers: proxied })).toBe('max-age=31536000');
    expect(await hstsOf(`${base}/api/login`, login(proxied, base))).toBe('max-age=31536000');
    expect(await hstsOf(`${base}/participants`, { headers: proxied })).toBe('max-age=31536000');
    // the gateway that trusts no proxy believes none, token or not
    expect(await hstsOf(`${bare}/api/health`, { headers: proxied })).toBeNull();
  });
});
