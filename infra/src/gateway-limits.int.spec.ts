import type { AddressInfo } from 'node:net';
import { type System, startSystem } from '@pm/system/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway';

/**
 * Hardening, "a 2 MB body through the gateway sometimes answers 502 and resets the next request": the
 * gateway streamed a body larger than the service takes; the service answered 413 mid-upload and closed
 * the connection the gateway then reused. The gateway now refuses an oversized body itself.
 */
describe('bodies through the gateway', () => {
  let system: System;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    system = await startSystem();
    const listen = async (app: FastifyInstance) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    };
    const [commandServiceUrl, readApiUrl] = [await listen(system.commandApp), await listen(system.readApp)];
    gateway = await buildGateway({ commandServiceUrl, readApiUrl, uiDist: '/nonexistent', logger: false });
    base = await listen(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    // an upload refused before its body was read leaves its connection open until it times out
    system.commandApp.server.closeAllConnections();
    system.readApp.server.closeAllConnections();
    await system.stop();
  });

  const login = () =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'project', password: 'Demo!2026' }),
    });

  it('refuses a 2 MB JSON body with 413 and a message, and the next request works', async () => {
    for (let i = 0; i < 5; i++) {
      const big = await fetch(`${base}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(big.status).toBe(413);
      expect(((await big.json()) as { message: string }).message).toBe('Request body is too large');
      expect((await login()).status).toBe(200);
    }
  });

  it('still passes a file upload up to its own limit to the service', async () => {
    const response = await fetch(`${base}/api/participants/bulk-upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: base },
      body: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${'a'.repeat(3 * 1024 * 1024)}\r\n--x--\r\n`,
    });
    // not signed in: the service (not the gateway) answers, after the body passed the gateway's limit
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('unauthenticated');
  });

  it('answers 400, never 500, to a query whose percent-encoding is broken', async () => {
    const cookie = (await login()).headers.get('set-cookie')?.split(';')[0] ?? '';
    for (const query of ['search=%C0%80', 'search=%ED%A0%80', 'search=%E0%A4%A', 'search=%'])
      for (const path of ['/api/participants', '/api/saving-groups', '/api/contributions']) {
        const response = await fetch(`${base}${path}?${query}`, { headers: { cookie } });
        expect(response.status, `${path}?${query}`).toBe(400);
      }
  });
});
