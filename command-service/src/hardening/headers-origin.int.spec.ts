import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildGateway } from '@pm/infra/gateway';
import { aProject, type ErrorBody, eventCount } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNNAMED_WRITER_MESSAGE } from '../lib/write-origin';

/**
 * Hardening, "headers and origin": another site framed /participants while signed in, and a multipart
 * upload from Origin http://evil.example stored a participant. Now every answer carries the headers
 * and a write from another origin is refused before anything is read.
 */
describe('security headers and foreign origins', () => {
  let system: System;
  let cluster: ApiClient;
  let project: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [cluster, project] = await Promise.all([system.login('cluster'), system.login('project')]);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('refuses writes from another origin, uploads included, and stores nothing', async () => {
    const before = await eventCount(system);
    const foreign = { origin: 'http://evil.example', host: 'localhost:5000' };
    const created = await cluster.post<ErrorBody>('/api/projects', aProject(), foreign);
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('Requests from other sites are not accepted');
    const csv =
      'participantId,firstName,surname,dateOfBirth,gender,parentGuardianName,contactPhone\nEVIL-1,Eve,Il,2015-01-01,Female,Mal Ory,+254700000000\n';
    const uploaded = await project.upload(
      '/api/participants/bulk-upload',
      { name: 'p.csv', type: 'text/csv', content: csv },
      foreign,
    );
    expect(uploaded.status).toBe(403);
    const crossSite = await cluster.post('/api/projects', aProject(), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await eventCount(system)).toBe(before);
    // the product's own origin (as the gateway forwards it) is fine
    const own = await cluster.post('/api/projects', aProject(), {
      origin: 'http://localhost:5000',
      host: 'localhost:5000',
    });
    expect(own.status).toBe(201);
  });

  it('refuses a write whose Referer is another site (no Origin), and accepts its own', async () => {
    const before = await eventCount(system);
    const host = { host: 'localhost:5000' };
    for (const referer of [
      'http://evil.example/form.html',
      'https://localhost:5000.evil.example/',
      'not an address',
    ]) {
      const refused = await cluster.post<ErrorBody>('/api/projects', aProject(), { ...host, referer });
      expect(refused.status, referer).toBe(403);
      expect(refused.body.message).toBe('Requests from other sites are not accepted');
    }
    // a foreign Referer is refused even beside a matching Origin
    const mixed = await cluster.post('/api/projects', aProject(), {
      ...host,
      origin: 'http://localhost:5000',
      referer: 'http://evil.example/',
    });
    expect(mixed.status).toBe(403);
    expect(await eventCount(system)).toBe(before);
    // the product's own page
    const own = await cluster.post('/api/projects', aProject(), {
      ...host,
      referer: 'http://localhost:5000/projects',
    });
    expect(own.status).toBe(201);
  });

  it('refuses a write naming no page (neither Origin nor Referer), except a gateway callback with its token', async () => {
    const before = await eventCount(system);
    const login = await system.commandApp.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'cluster', password: 'Cluster!2026' }),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(UNNAMED_WRITER_MESSAGE);
    const created = await system.commandApp.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { 'content-type': 'application/json', host: 'localhost:5000' },
      payload: JSON.stringify(aProject()),
    });
    expect(created.statusCode).toBe(403);
    expect(await eventCount(system)).toBe(before);
    // the SMS gateway's delivery report names no page: its token is checked instead (a wrong one here)
    const report = await system.commandApp.inject({
      method: 'POST',
      url: '/api/sms/delivery-reports?token=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=x&status=Success&phoneNumber=%2B254700000000',
    });
    expect(report.statusCode).not.toBe(403);
    expect(report.json().message).not.toBe(UNNAMED_WRITER_MESSAGE);
  });

  it('sends no-store, nosniff, no framing and no referrer on API answers, and HSTS only over HTTPS', async () => {
    const plain = await cluster.get('/api/participants');
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['referrer-policy']).toBe('no-referrer');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await cluster.get('/api/participants', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('serves the UI with a content security policy that forbids framing and inline scripts', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'pm-ui-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PM</title><div id="root"></div>');
    const gateway = await buildGateway({
      commandServiceUrl: 'http://127.0.0.1:9',
      readApiUrl: 'http://127.0.0.1:9',
      uiDist: dist,
      logger: false,
    });
    const page = await gateway.inject({ method: 'GET', url: '/participants' });
    await gateway.close();
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it("sends the build's gzip copy of a file to a browser that takes gzip, and the file itself otherwise", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'pm-ui-'));
    const script = `export const text = '${'field '.repeat(500)}';`;
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PM</title>');
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets/app.js'), script);
    await writeFile(path.join(dist, 'assets/app.js.gz'), gzipSync(script));
    const gateway = await buildGateway({
      commandServiceUrl: 'http://127.0.0.1:9',
      readApiUrl: 'http://127.0.0.1:9',
      uiDist: dist,
      logger: false,
    });
    const zipped = await gateway.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const plain = await gateway.inject({ method: 'GET', url: '/assets/app.js' });
    await gateway.close();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
