import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { httpBasePlugin, serverOptions } from './base-app';
import { rateLimitPlugin } from './rate-limit';

const appLimitedTo = async (perMinute: number) => {
  const app = Fastify(serverOptions({ name: 'test', trustProxy: 'loopback', logger: false }));
  await app.register(httpBasePlugin);
  await app.register(rateLimitPlugin, { perMinute, exempt: ['/api/health'] });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/health', async () => ({ ok: true }));
  await app.ready();
  return app;
};

const get = (app: Awaited<ReturnType<typeof appLimitedTo>>, url: string, headers = {}, ip = '10.0.0.1') =>
  app.inject({ url, headers, remoteAddress: ip });

describe('the general request limit', () => {
  it('answers 429 with Retry-After and a sentence once a session has used its minute', async () => {
    const app = await appLimitedTo(3);
    const session = { cookie: 'pm.sid=abc.def; other=1' };
    for (let i = 0; i < 3; i++) expect((await get(app, '/api/thing', session)).statusCode).toBe(200);
    const refused = await get(app, '/api/thing', session);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      code: 'too_many_requests',
      message: `Too many requests. Try again in ${seconds} seconds.`,
      messageKey: 'Too many requests. Try again in {{seconds}} seconds.',
      messageParams: { seconds },
    });
  });

  it('counts each session apart, even from one address, and a request without one by its address', async () => {
    const app = await appLimitedTo(2);
    for (const cookie of ['pm.sid=first', 'pm.sid=second'])
      for (let i = 0; i < 2; i++) expect((await get(app, '/api/thing', { cookie })).statusCode).toBe(200);
    expect((await get(app, '/api/thing', { cookie: 'pm.sid=first' })).statusCode).toBe(429);
    for (let i = 0; i < 2; i++) expect((await get(app, '/api/thing', {}, '10.0.0.9')).statusCode).toBe(200);
    expect((await get(app, '/api/thing', {}, '10.0.0.9')).statusCode).toBe(429);
    expect((await get(app, '/api/thing', {}, '10.0.0.8')).statusCode).toBe(200);
  });

  it('never counts an exempt path (health probes, a gateway callback)', async () => {
    const app = await appLimitedTo(1);
    for (let i = 0; i < 5; i++) expect((await get(app, '/api/health?full=1')).statusCode).toBe(200);
    expect((await get(app, '/api/thing')).statusCode).toBe(200);
    expect((await get(app, '/api/thing')).statusCode).toBe(429);
  });

  it('is off at 0', async () => {
    const app = await appLimitedTo(0);
    for (let i = 0; i < 20; i++) expect((await get(app, '/api/thing')).statusCode).toBe(200);
  });
});
