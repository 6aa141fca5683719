import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { GATEWAY_TOKEN_HEADER, httpBasePlugin, serverOptions } from './base-app';

const baseApp = async (gatewayToken?: string) => {
  const app = Fastify(serverOptions({ name: 'test', trustProxy: 'loopback', logger: false }));
  await app.register(httpBasePlugin, { gatewayToken });
  return app;
};

const appWith = async (gatewayToken?: string) => {
  const app = await baseApp(gatewayToken);
  app.get('/who', async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    token: request.headers[GATEWAY_TOKEN_HEADER] ?? null,
  }));
  await app.ready();
  return app;
};

describe('forwarded headers on an internal port', () => {
  it('are ignored from a loopback caller without the gateway token', async () => {
    const app = await appWith('s3cret-token');
    const response = await app.inject({
      url: '/who',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.9.9.9', 'x-forwarded-proto': 'https' },
    });
    expect(response.json()).toEqual({ ip: '127.0.0.1', protocol: 'http', token: null });
  });

  it('are ignored with a wrong token', async () => {
    const app = await appWith('s3cret-token');
    const response = await app.inject({
      url: '/who',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.9.9.9', [GATEWAY_TOKEN_HEADER]: 's3cret-tokeX' },
    });
    expect(response.json().ip).toBe('127.0.0.1');
  });

  it('are believed from the gateway, whose token is never passed on to handlers', async () => {
    const app = await appWith('s3cret-token');
    const response = await app.inject({
      url: '/who',
      remoteAddress: '127.0.0.1',
      headers: {
        'x-forwarded-for': '10.9.9.9',
        'x-forwarded-proto': 'https',
        [GATEWAY_TOKEN_HEADER]: 's3cret-token',
      },
    });
    expect(response.json()).toEqual({ ip: '10.9.9.9', protocol: 'https', token: null });
  });
});

describe('a database that cannot be reached', () => {
  const failing = async (error: Error) => {
    const app = await baseApp();
    app.get('/fails', async () => {
      throw error;
    });
    await app.ready();
    return app.inject({ url: '/fails' });
  };

  it('is answered 503 with Retry-After and a sentence saying to try again shortly', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [refused, new Error('timeout exceeded when trying to connect')]) {
      const response = await failing(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The service cannot reach its database just now. Please try again in a few seconds.',
        code: 'database_unavailable',
      });
    }
  });

  it('leaves any other failure a 500 that shows nothing of it', async () => {
    const response = await failing(new Error('relation "x" does not exist'));
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().code).toBe('internal_error');
  });
});

describe('the base plugins', () => {
  it('answer every route declared after them: headers, request id, JSON 404, and the route catalogue', async () => {
    const app = await baseApp();
    app.get('/api/thing', async () => ({ ok: true }));
    app.post('/api/thing', async () => ({ ok: true }));
    app.get('/api/hidden', { schema: { hide: true } }, async () => ({ ok: true }));
    await app.ready();
    expect(app.apiRoutes).toEqual([
      { method: 'GET', url: '/api/thing' },
      { method: 'POST', url: '/api/thing' },
    ]);
    const found = await app.inject({ url: '/api/thing', headers: { 'x-request-id': 'abc-123' } });
    expect(found.headers['x-request-id']).toBe('abc-123');
    expect(found.headers['x-content-type-options']).toBe('nosniff');
    expect(found.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ url: '/api/nothing?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No route GET /api/nothing', code: 'not_found' });
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });
});
