import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCommandApp } from '@pm/command-service/app';
import { loadConfig } from '@pm/infra/config';
import { createPool } from '@pm/infra/db/pool';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { buildGateway } from '@pm/infra/gateway';
import { hostOf, startTcpProxy, type TcpProxy } from '@pm/infra/testing/tcp-proxy';
import { buildReadApp } from '@pm/read-api';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aRegion, type ErrorBody, type RegionRow, type Written } from './builders';
import { ApiClient, type Response, type System, startSystem } from './system';

/**
 * The command service and the read API in front of a database that is away, played by a TCP proxy
 * between them and the tests' PostgreSQL (stopped: connections cut and refused; frozen as by SIGSTOP:
 * accepted and never answered). They answer 503 with Retry-After and the sentence the UI shows, at once
 * when stopped and within the statement timeout when frozen, and answer as before once it is back. The
 * projector of the test system works on the database directly.
 */
const SECRET = 'test-session-secret-of-at-least-32-characters';
const UNAVAILABLE = {
  message: 'The service cannot reach its database just now. Please try again in a few seconds.',
  code: 'database_unavailable',
};
/** Short limits, so that a frozen database is given up on quickly (the defaults: 5 s and 10 s). */
const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 1_500;
/** The longest a frozen database may hold an answer: the statement timeout, its margin, and slack. */
const FROZEN_BOUND_MS = STATEMENT_TIMEOUT_MS + 1_000 + 1_000;

let system: System;
let proxy: TcpProxy;
let pool: pg.Pool;
let store: PostgresEventStore;
let commandApp: FastifyInstance;
let readApp: FastifyInstance;
let gateway: FastifyInstance;
let gatewayUrl: string;
let admin: ApiClient;
let uiDist: string;
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  system = await startSystem();
  proxy = await startTcpProxy(hostOf(system.db.url));
  const url = proxy.url(system.db.url);
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  });
  // as command-service/src/server.ts and read-api/src/server.ts make theirs (createRuntime, limited)
  pool = createPool(url, 10, { limits: config.database });
  store = new PostgresEventStore(pool, { connectionString: url });
  commandApp = await buildCommandApp({ pool, store, config, sessionSecret: SECRET, logger: false });
  uiDist = await mkdtemp(path.join(tmpdir(), 'pm-ui-'));
  await writeFile(path.join(uiDist, 'index.html'), INDEX_HTML);
  readApp = await buildReadApp({ pool, store, config, sessionSecret: SECRET, logger: false, uiDist });
  gateway = await buildGateway({
    readApiUrl: await readApp.listen({ port: 0, host: '127.0.0.1' }),
    commandServiceUrl: await commandApp.listen({ port: 0, host: '127.0.0.1' }),
    uiDist: '/nonexistent',
    logger: false,
  });
  gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  admin = new ApiClient(commandApp, readApp);
  admin.sessionCookie = (await system.login('admin')).sessionCookie;
});
afterEach(async () => {
  await proxy.resume();
});
afterAll(async () => {
  await gateway?.close();
  await commandApp?.close();
  await readApp?.close();
  await store?.close();
  await pool?.end();
  await proxy?.close();
  await system?.stop();
  if (uiDist) await rm(uiDist, { recursive: true, force: true });
});

/** The answer and how many milliseconds it took. */
const timed = async <T>(request: () => Promise<Response<T>>): Promise<Response<T> & { ms: number }> => {
  const started = performance.now();
  const response = await request();
  return { ...response, ms: performance.now() - started };
};

const expectUnavailable = (response: Response<unknown>) => {
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.body).toEqual(UNAVAILABLE);
};

const keyed = (key: string) => ({ 'Idempotency-Key': key });

/** The region is listed once the database is back (the answer waits for the projector to reach it). */
const listed = async (id: number) =>
  (await admin.get<RegionRow[]>('/api/regions')).body.some((region) => region.id === id);

describe('a stopped database', () => {
  it('answers a read and a command 503 with Retry-After at once, and 200 and 201 once it is back', async () => {
    expect((await admin.get('/api/regions')).status).toBe(200);
    await proxy.stop();

    const read = await timed(() => admin.get('/api/regions'));
    const body = aRegion();
    const key = randomUUID();
    const command = await timed(() => admin.post<ErrorBody>('/api/regions', body, keyed(key)));

    expectUnavailable(read);
    expectUnavailable(command);
    expect(read.ms).toBeLessThan(1_000);
    expect(command.ms).toBeLessThan(1_000);
    // through the one origin too: the gateway passes the answer and its Retry-After on
    const cookie = { cookie: admin.sessionCookie ?? '' };
    const viaGateway = await fetch(`${gatewayUrl}/api/regions`, { headers: cookie });
    expect(viaGateway.status).toBe(503);
    expect(viaGateway.headers.get('retry-after')).toBe('5');
    expect(await viaGateway.json()).toEqual(UNAVAILABLE);
    // a facilitator's page drawn by the read API: the page without its first view, not the 503 in its place
    const page = await readApp.inject({ url: '/first-view/church-facilitator', headers: cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(INDEX_HTML);
    const health = await readApp.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().parts.database).toBe('down');

    await proxy.resume();

    // the command sent again with its key is stored, once
    const stored = await admin.post<Written>('/api/regions', body, keyed(key));
    expect(stored.status).toBe(201);
    expect(await listed(stored.body.id)).toBe(true);
    expect((await admin.post<Written>('/api/regions', body, keyed(key))).body).toEqual(stored.body);
  });
});

describe('a frozen database (accepting connections, answering nothing)', () => {
  it('answers a read and a command 503 within the statement timeout instead of hanging', async () => {
    // connections open in the pool, which the freeze leaves without answers
    expect((await admin.get('/api/regions')).status).toBe(200);
    proxy.freeze();

    const [read, command] = await Promise.all([
      timed(() => admin.get('/api/regions')),
      timed(() => admin.post<ErrorBody>('/api/regions', aRegion(), keyed(randomUUID()))),
    ]);
    expectUnavailable(read);
    expectUnavailable(command);
    expect(read.ms).toBeLessThan(FROZEN_BOUND_MS);
    expect(command.ms).toBeLessThan(FROZEN_BOUND_MS);
    // asked again while it is still frozen: new connections are given up on after the connect timeout
    const again = await timed(() => admin.get('/api/regions'));
    expectUnavailable(again);
    expect(again.ms).toBeLessThan(FROZEN_BOUND_MS);

    await proxy.resume();

    expect((await admin.get('/api/regions')).status).toBe(200);
    const stored = await admin.post<Written>('/api/regions', aRegion(), keyed(randomUUID()));
    expect(stored.status).toBe(201);
    expect(await listed(stored.body.id)).toBe(true);
  });
});
