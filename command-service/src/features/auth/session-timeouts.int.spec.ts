import { aGroup, type ErrorBody, eventCount, projectIdByCode, sessionIdOf } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const IDLE_MINUTES = 10;
const ABSOLUTE_HOURS = 2;

/**
 * Both timeouts are enforced on the server by the PostgreSQL session store, whatever the browser keeps.
 * The tests move a session's timestamps in the sessions table instead of waiting, so the command
 * service reads the row on every request here (SESSION_CACHE_SECONDS=0; its cache is tested below).
 */
describe('session timeouts', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem({
      env: {
        SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
        SESSION_ABSOLUTE_HOURS: String(ABSOLUTE_HOURS),
        SESSION_CACHE_SECONDS: '0',
      },
    });
  });
  afterAll(async () => {
    await system.stop();
  });

  const setColumn = async (client: ApiClient, assignment: string): Promise<void> => {
    const result = await system.db.pool.query(`UPDATE sessions SET ${assignment} WHERE sid = $1`, [
      sessionIdOf(client),
    ]);
    expect(result.rowCount).toBe(1);
  };

  /** Seconds from now until the session's idle expiry. */
  const secondsLeft = async (sid: string): Promise<number> => {
    const { rows } = await system.db.pool.query<{ left: number }>(
      'SELECT extract(epoch FROM expires_at - now())::float8 AS left FROM sessions WHERE sid = $1',
      [sid],
    );
    if (!rows[0]) throw new Error('session row missing');
    return rows[0].left;
  };

  const rowExists = async (sid: string): Promise<boolean> =>
    ((await system.db.pool.query('SELECT 1 FROM sessions WHERE sid = $1', [sid])).rowCount ?? 0) === 1;

  it('moves expires_at forward to the idle timeout each time a session is used', async () => {
    const client = await system.login('cluster');
    const sid = sessionIdOf(client);
    await setColumn(client, "expires_at = now() + interval '1 minute'");

    expect((await client.get('/api/user')).status).toBe(200);
    const afterRead = await secondsLeft(sid);

    await setColumn(client, "expires_at = now() + interval '1 minute'");
    const projectId = await projectIdByCode(client, 'KE0420');
    await setColumn(client, "expires_at = now() + interval '1 minute'");
    // a write that changes nothing (the project is active already): the command service renews it too
    expect((await client.put(`/api/projects/${projectId}`, { isActive: true })).status).toBe(200);
    const afterWrite = await secondsLeft(sid);

    for (const left of [afterRead, afterWrite]) {
      expect(left).toBeGreaterThan(IDLE_MINUTES * 60 - 30);
      expect(left).toBeLessThanOrEqual(IDLE_MINUTES * 60 + 1);
    }
  });

  it('rewrites the session row at most once a minute, and never to record a command position', async () => {
    const client = await system.login('project');
    const sid = sessionIdOf(client);
    /** The row's version: PostgreSQL gives every rewritten row a new xmin. */
    const rowVersion = async () =>
      (
        await system.db.pool.query<{ v: string }>('SELECT xmin::text AS v FROM sessions WHERE sid = $1', [
          sid,
        ])
      ).rows[0]?.v;
    const signedIn = await rowVersion();

    expect((await client.get('/api/user')).status).toBe(200);
    const created = await client.post<{ id: number; position: string }>('/api/saving-groups', aGroup());
    expect(created.status).toBe(201);
    // the position goes to the browser's pm.pos cookie, and a plain read right after sees the write
    expect(String(created.headers['set-cookie'])).toContain(`pm.pos=${created.body.position};`);
    expect((await client.get(`/api/saving-groups/${created.body.id}/fund`)).status).toBe(200);
    expect(await rowVersion()).toBe(signedIn);

    // once the expiry has fallen more than a minute behind, the next request moves it (and only then)
    await setColumn(client, `expires_at = now() + interval '${IDLE_MINUTES * 60 - 90} seconds'`);
    const moved = await rowVersion();
    expect((await client.get('/api/user')).status).toBe(200);
    expect(await rowVersion()).not.toBe(moved);
    expect(await secondsLeft(sid)).toBeGreaterThan(IDLE_MINUTES * 60 - 5);
  });

  it('sets the cookie lifetime to the idle timeout', async () => {
    const response = await system
      .client()
      .post('/api/login', { username: 'facilitator', password: 'Demo!2026' });

    expect(response.status).toBe(200);
    const expires = /;\s*Expires=([^;]+)/i.exec(String(response.headers['set-cookie']))?.[1];
    expect(expires).toBeDefined();
    const minutes = (Date.parse(expires ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(IDLE_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(IDLE_MINUTES);
  });

  it('answers 401 on the read API once a session is idle past expires_at, and deletes it', async () => {
    const client = await system.login('director');
    const sid = sessionIdOf(client);
    expect((await client.get('/api/user')).status).toBe(200);

    await setColumn(client, "expires_at = now() - interval '1 second'");
    const response = await client.get<ErrorBody>('/api/user');

    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
    expect(await rowExists(sid)).toBe(false);
  });

  it('answers 401 on the command service for an idle-expired session and appends nothing', async () => {
    const client = await system.login('admin');
    const projectId = await projectIdByCode(client, 'KE0421');
    const before = await eventCount(system);

    await setColumn(client, "expires_at = now() - interval '1 second'");
    const response = await client.put<ErrorBody>(`/api/projects/${projectId}`, { isActive: false });

    expect(response.status).toBe(401);
    expect(await eventCount(system)).toBe(before);
  });

  it('ends a session older than SESSION_ABSOLUTE_HOURS even though it was used a moment ago', async () => {
    const client = await system.login('regional');
    const sid = sessionIdOf(client);

    // just inside the bound: still signed in
    await setColumn(client, `created_at = now() - interval '${ABSOLUTE_HOURS} hours' + interval '1 minute'`);
    expect((await client.get('/api/user')).status).toBe(200);
    expect(await secondsLeft(sid)).toBeGreaterThan(IDLE_MINUTES * 60 - 30);

    // just past it, with the idle expiry freshly renewed
    await setColumn(client, `created_at = now() - interval '${ABSOLUTE_HOURS} hours' - interval '1 minute'`);
    const response = await client.get<ErrorBody>('/api/user');

    expect(response.status).toBe(401);
    expect(await rowExists(sid)).toBe(false);
  });

  it('refuses a session older than SESSION_ABSOLUTE_HOURS on the command service with 401, not 403', async () => {
    const client = await system.login('project2');
    const projectId = await projectIdByCode(client, 'KE0305');
    // while the session is valid the project admin is refused for lack of permission
    expect((await client.put(`/api/projects/${projectId}`, { isActive: false })).status).toBe(403);
    const before = await eventCount(system);

    await setColumn(client, `created_at = now() - interval '${ABSOLUTE_HOURS} hours' - interval '1 minute'`);
    const response = await client.put<ErrorBody>(`/api/projects/${projectId}`, { isActive: false });

    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
    expect(await eventCount(system)).toBe(before);
  });
});

/**
 * The command service reuses a session it read for SESSION_CACHE_SECONDS: what ends a session there
 * (sign-out, deactivation) or changes its user counts at the next request, and a row changed by hand in
 * the database counts once the copy is older than the setting.
 */
describe("the command service's session cache", () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem({ env: { SESSION_CACHE_SECONDS: '1' } });
  });
  afterAll(async () => {
    await system.stop();
  });

  it('ends a session at once on sign-out, and counts a row changed by hand within the setting', async () => {
    const client = await system.login('project2');
    const projectId = await projectIdByCode(client, 'KE0305');
    const change = () => client.put<ErrorBody>(`/api/projects/${projectId}`, { isActive: false });
    expect((await change()).status).toBe(403);
    await system.db.pool.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE sid = $1",
      [sessionIdOf(client)],
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await change()).status).toBe(401);

    // the cookie of a session signed out a moment after it was cached no longer opens it
    const other = await system.login('project2');
    const cookie = other.sessionCookie!;
    const put = (headers: Record<string, string> = {}) =>
      other.request('PUT', `/api/projects/${projectId}`, { isActive: false }, headers);
    expect((await put()).status).toBe(403);
    expect((await other.post('/api/logout')).status).toBe(204);
    expect((await put({ cookie })).status).toBe(401);
  });
});
