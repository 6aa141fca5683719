import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway';
import { OriginHandoff } from './origin';

/**
 * The one origin without a proxy hop: the launcher hands connections to the command service
 * process, which answers commands itself and proxies the rest; while that process is not ready, the
 * launcher's own gateway serves everything.
 */
describe('the origin handed over to the command service', () => {
  let readApi: FastifyInstance;
  let commandStandIn: FastifyInstance;
  let origin: OriginHandoff;
  let base: string;
  let readApiUrl: string;
  const children: ChildProcess[] = [];

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  // each request on a connection of its own: a kept-alive one stays with the process that took it
  const call = async (method: string, url: string, body?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { connection: 'close', 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const startChild = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(path.join(import.meta.dirname, 'testing/origin-child.ts'), [], {
        env: { ...process.env, ORIGIN_HANDOFF: '1', READ_API_URL: readApiUrl },
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      origin.attach(child);
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`the stand-in exited with ${code}`)));
    });

  beforeAll(async () => {
    readApi = Fastify({ logger: false });
    readApi.get('/api/who', async (request) => ({
      by: 'read API',
      forwardedFor: request.headers['x-forwarded-for'] ?? null,
    }));
    commandStandIn = Fastify({ logger: false });
    commandStandIn.post('/api/who', async () => ({ by: 'proxied to the command service' }));
    readApiUrl = await listen(readApi);
    const fallback = await buildGateway({
      readApiUrl,
      commandServiceUrl: await listen(commandStandIn),
      uiDist: '/nonexistent',
      logger: false,
    });
    origin = new OriginHandoff(fallback);
    await origin.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${origin.port}`;
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await origin.close();
    await readApi.close();
    await commandStandIn.close();
  });

  it('is served by the launcher alone until the command service says it is ready', async () => {
    expect(await call('POST', '/api/who', '{}')).toMatchObject({
      status: 200,
      body: { by: 'proxied to the command service' },
    });
    expect((await call('GET', '/api/who')).body.by).toBe('read API');
  });

  it('then lets the command service answer commands itself and proxy reads, with the same refusals', async () => {
    const child = await startChild();
    const command = await call('POST', '/api/who', '{}');
    expect(command.body).toEqual({ by: 'command service', pid: child.pid });
    const read = await call('GET', '/api/who');
    expect(read.body).toEqual({ by: 'read API', forwardedFor: '127.0.0.1' });
    // a body the service would refuse is refused before it is read, as by the gateway
    const big = await call('POST', '/api/who', JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    // a client's own X-Forwarded-For is not believed
    const spoofed = await call('GET', '/api/who', undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.body.forwardedFor).toBe('127.0.0.1');
  });

  it('falls back to the launcher when the command service dies, and hands over again to the next one', async () => {
    const first = children.at(-1)!;
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    expect((await call('POST', '/api/who', '{}')).body.by).toBe('proxied to the command service');
    const next = await startChild();
    expect((await call('POST', '/api/who', '{}')).body).toEqual({ by: 'command service', pid: next.pid });
  });
});
