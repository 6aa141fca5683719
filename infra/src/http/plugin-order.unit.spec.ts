import { Signer } from '@fastify/cookie';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { httpBasePlugin, serverOptions } from './base-app';
import { rateLimitPlugin } from './rate-limit';
import { foreignOriginsPlugin } from './security';
import { sessionPlugin } from './session';

const bareApp = () => Fastify(serverOptions({ name: 'test', trustProxy: 'loopback', logger: false }));

// never connected: the session plugin only keeps it for its store
const sessionOptions = () => ({
  pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }),
  secret: 'a-secret-of-at-least-thirty-two-characters',
  idleMinutes: 30,
  absoluteHours: 12,
  readOnly: true,
});

describe('the order of the HTTP plugins', () => {
  it('will not load the session before the rate limit, whose hook must run first', async () => {
    const app = bareApp();
    await app.register(httpBasePlugin);
    await expect(app.register(sessionPlugin, sessionOptions())).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining('pm-rate-limit'),
    });
  });

  it('will not load the rate limit or the foreign-origin refusal without the error answers', async () => {
    await expect(bareApp().register(rateLimitPlugin, { perMinute: 10 })).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining('pm-error-answers'),
    });
    await expect(bareApp().register(foreignOriginsPlugin)).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
    });
  });

  it('refuses a foreign-origin refusal registered after the session, which would read sessions first', async () => {
    const app = bareApp();
    await app.register(httpBasePlugin);
    await app.register(rateLimitPlugin, { perMinute: 0 });
    await app.register(sessionPlugin, sessionOptions());
    await expect(app.register(foreignOriginsPlugin)).rejects.toThrow(
      'pm-foreign-origins must be registered before the session plugin',
    );
  });

  it('in their order, refuses a write from another site with 403 before any session is read', async () => {
    const app = bareApp();
    await app.register(httpBasePlugin);
    await app.register(rateLimitPlugin, { perMinute: 0 });
    await app.register(foreignOriginsPlugin, { allowed: ['https://partner.example'] });
    await app.register(sessionPlugin, sessionOptions());
    app.get('/api/thing', async () => ({ ok: true }));
    app.post('/api/thing', async () => ({ ok: true }));
    await app.ready();
    // a validly signed session cookie: reading its session reaches the (unreachable) database, a 503
    const cookie = `pm.sid=${new Signer(sessionOptions().secret, 'sha256').sign('s'.repeat(32))}`;
    const read = await app.inject({ url: '/api/thing', headers: { cookie } });
    expect(read.statusCode).toBe(503);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/thing',
      headers: { origin: 'https://elsewhere.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: 'Requests from other sites are not accepted' });
    const partner = await app.inject({
      method: 'POST',
      url: '/api/thing',
      headers: { origin: 'https://partner.example' },
    });
    expect(partner.statusCode).toBe(200);
    await app.close();
  });
});
