import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo';
import {
  allEvents,
  aRegistration,
  type ErrorBody,
  eventCount,
  sessionIdOf,
  type UserBody,
} from '../../testing/builders';
import { type ApiClient, type Response, type System, startSystem } from '../../testing/system';

/**
 * Sign-in, sessions, registration and throttling through the real services. The throttle is lowered
 * (3 failures per account, 6 per address) so it can be reached cheaply; every test that fails a sign-in
 * on purpose does so from its own address or account, so the counts never leak into another test.
 */
describe('authentication', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem({ throttle: { perAccount: 3, perAddress: 6, paceSeconds: 30 } });
  });
  afterAll(async () => {
    await system.stop();
  });

  const setCookieHeader = (headers: Record<string, unknown>): string => {
    const value = headers['set-cookie'];
    return Array.isArray(value) ? value.join('\n') : String(value ?? '');
  };

  const sessionRows = async (sid: string): Promise<number> =>
    (await system.db.pool.query('SELECT 1 FROM sessions WHERE sid = $1', [sid])).rowCount ?? 0;

  /** A client that presents someone else's (stale) cookie. */
  const replaying = (cookie: string | undefined): ApiClient => {
    const client = system.client();
    client.sessionCookie = cookie;
    return client;
  };

  describe('sign-in', () => {
    let client: ApiClient;
    let signIn: Response<UserBody>;
    beforeAll(async () => {
      client = system.client();
      signIn = await client.post<UserBody>('/api/login', { username: 'project', password: DEMO_PASSWORD });
    });

    it('answers the user with role, scope and the names of its region, cluster and project', () => {
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({
        username: 'project',
        role: 'ProjectAdmin',
        firstName: 'Ruth',
        lastName: 'Nafula',
        regionName: 'Western',
        clusterName: 'Kakamega Cluster',
        projectCode: 'KE0420',
        projectName: 'Kakamega Central',
      });
      for (const key of ['id', 'regionId', 'clusterId', 'projectId'] as const)
        expect(signIn.body[key], key).toEqual(expect.any(Number));
      expect(Object.keys(signIn.body)).not.toContain('password');
      expect(Object.keys(signIn.body)).not.toContain('passwordHash');
      expect(JSON.stringify(signIn.body)).not.toContain(DEMO_PASSWORD);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie', () => {
      const cookie = setCookieHeader(signIn.headers);
      expect(cookie).toMatch(/^pm\.sid=[^;]+/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//);
    });

    it('makes GET /api/user answer the same user as the sign-in did', async () => {
      const current = await client.get<UserBody>('/api/user');

      expect(current.status).toBe(200);
      expect(current.body).toEqual(signIn.body);
    });

    it('answers GET /api/user with 401 when no session cookie is sent', async () => {
      const response = await system.client().get<ErrorBody>('/api/user');

      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthenticated');
    });

    it('issues a new session id on every sign-in and retires the previous one', async () => {
      const client = system.client();
      await client.post('/api/login', { username: 'director', password: DEMO_PASSWORD });
      const before = client.sessionCookie;
      const sidBefore = sessionIdOf(client);

      const again = await client.post('/api/login', { username: 'director', password: DEMO_PASSWORD });

      expect(again.status).toBe(200);
      expect(client.sessionCookie).toBeDefined();
      expect(client.sessionCookie).not.toBe(before);
      expect(await sessionRows(sidBefore)).toBe(0);
      expect((await replaying(before).get('/api/user')).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(200);
    });

    it('refuses a wrong password with 401 and the generic message', async () => {
      const response = await system
        .client()
        .post<ErrorBody>('/api/login', { username: 'regional', password: 'wrong-password' });

      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid username or password');
      expect(setCookieHeader(response.headers)).not.toMatch(/pm\.sid=[^;]+/);
    });

    it('refuses an unknown username with exactly the same message as a wrong password', async () => {
      const response = await system
        .client()
        .post<ErrorBody>('/api/login', { username: 'nobody-here', password: DEMO_PASSWORD });

      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid username or password');
    });

    it('answers 400 with the specification messages when username or password is missing', async () => {
      const client = system.client();
      const noUsername = await client.post<ErrorBody>('/api/login', { password: DEMO_PASSWORD });
      const noPassword = await client.post<ErrorBody>('/api/login', { username: 'admin' });
      const blank = await client.post<ErrorBody>('/api/login', { username: '  ', password: '' });

      expect(noUsername.status).toBe(400);
      expect(noUsername.body.message).toBe('Username is required');
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('Password is required');
      expect(blank.status).toBe(400);
      expect(blank.body.details).toMatchObject({
        username: 'Username is required',
        password: 'Password is required',
      });
    });

    it('answers 400 JSON for a malformed JSON body', async () => {
      const response = await system
        .client()
        .post<ErrorBody>('/api/login', '{"username": "admin", "password":');

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Malformed JSON body', code: 'bad_request' });
    });
  });

  describe('sign-out', () => {
    it('answers 204, deletes the session on the server and the old cookie no longer authenticates', async () => {
      const client = await system.login('project');
      const cookie = client.sessionCookie;
      const sid = sessionIdOf(client);
      expect(await sessionRows(sid)).toBe(1);

      const response = await client.post('/api/logout');

      expect(response.status).toBe(204);
      expect(await sessionRows(sid)).toBe(0);
      expect(client.sessionCookie).toBeUndefined();
      const replayed = await replaying(cookie).get<ErrorBody>('/api/user');
      expect(replayed.status).toBe(401);
    });

    it('answers 204 to a sign-out without a session', async () => {
      expect((await system.client().post('/api/logout')).status).toBe(204);
    });
  });

  describe('registration', () => {
    // One self-registered account, claiming a role and a scope it must not get.
    const registration = aRegistration({ role: 'SuperAdmin', projectId: 1, clusterId: 1, regionId: 1 });
    let client: ApiClient;
    let registered: Response<UserBody>;
    beforeAll(async () => {
      client = system.client();
      registered = await client.post<UserBody>('/api/register', registration);
    });

    it('answers 201 with the account, without role or scope whatever the body claimed', () => {
      expect(registered.status).toBe(201);
      expect(registered.body).toMatchObject({
        username: registration.username,
        role: null,
        regionId: null,
        clusterId: null,
        projectId: null,
        email: registration.email,
      });
    });

    it('signs the new account in: GET /api/user answers it', async () => {
      const current = await client.get<UserBody>('/api/user');

      expect(current.status).toBe(200);
      expect(current.body).toMatchObject({
        id: registered.body.id,
        username: registration.username,
        role: null,
      });
    });

    it('gives the unassigned account 403 on the programme lists', async () => {
      for (const url of ['/api/projects', '/api/regions', '/api/clusters']) {
        const response = await client.get<ErrorBody>(url);
        expect(response.status, url).toBe(403);
        expect(response.body.code, url).toBe('forbidden');
        expect(Array.isArray(response.body), url).toBe(false);
      }
    });

    it('never writes a password to the event log or the sessions table', async () => {
      const log = JSON.stringify(
        (await allEvents(system)).map((e) => ({
          stream: e.streamId,
          type: e.type,
          data: e.data,
          metadata: e.metadata,
        })),
      );
      const sessions = (
        await system.db.pool.query<{ sess: string }>('SELECT sess::text AS sess FROM sessions')
      ).rows
        .map((r) => r.sess)
        .join('\n');

      // the scan would be vacuous if the log and the table did not hold these accounts
      expect(log).toContain(registration.username);
      expect(log).toContain('UserCreated');
      expect(sessions).toContain(String(registered.body.id));
      for (const password of [DEMO_PASSWORD, registration.password]) {
        expect(log).not.toContain(password);
        expect(sessions).not.toContain(password);
      }
    });

    it('refuses a username that is taken (in any letter case) with 409 and stores nothing', async () => {
      const before = await eventCount(system);

      const response = await system
        .client()
        .post<ErrorBody>('/api/register', aRegistration({ username: 'Admin' }));

      expect(response.status).toBe(409);
      expect(response.body.message).toContain('Admin');
      expect(await eventCount(system)).toBe(before);
    });

    it('refuses a password shorter than 8 characters with 400', async () => {
      const before = await eventCount(system);

      const response = await system
        .client()
        .post<ErrorBody>('/api/register', aRegistration({ password: 'short' }));

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Password must be at least 8 characters');
      expect(await eventCount(system)).toBe(before);
    });
  });

  describe('throttling', () => {
    it('locks an account from one address after 3 failures: the 4th attempt answers 429 even with the right password there, not from another address', async () => {
      const attacker = system.client('10.0.0.5');
      // concurrently: each failure costs a full password hash, and the machine has two cores
      const failures = await Promise.all(
        [0, 1, 2].map((i) =>
          attacker.post('/api/login', { username: 'facilitator', password: `guess-${i}` }),
        ),
      );
      expect(failures.map((f) => f.status)).toEqual([401, 401, 401]);

      const rightPassword = await attacker.post<ErrorBody>('/api/login', {
        username: 'facilitator',
        password: DEMO_PASSWORD,
      });
      const elsewhere = await system
        .client('10.0.0.6')
        .post('/api/login', { username: 'FACILITATOR', password: DEMO_PASSWORD });

      expect(rightPassword.status).toBe(429);
      expect(rightPassword.body.code).toBe('too_many_requests');
      expect(setCookieHeader(rightPassword.headers)).not.toMatch(/pm\.sid=[^;]+/);
      // one person's failures do not lock the account for everyone (an office behind one NAT address)
      expect(elsewhere.status).toBe(200);
    });

    it('paces an address after 6 failures across different usernames, while another address still signs in', async () => {
      const attacker = system.client('10.0.0.9');
      const failures = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) =>
          attacker.post('/api/login', { username: `ghost-${i}`, password: 'anything-at-all' }),
        ),
      );
      expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401, 401]);

      // past the ceiling one attempt goes through per pace interval; the next one at once is refused
      await attacker.post('/api/login', { username: 'ghost-6', password: 'anything-at-all' });
      const blocked = await attacker.post<ErrorBody>('/api/login', {
        username: 'director',
        password: DEMO_PASSWORD,
      });
      const other = await system
        .client('10.0.0.10')
        .post<UserBody>('/api/login', { username: 'director', password: DEMO_PASSWORD });

      expect(blocked.status).toBe(429);
      expect(other.status).toBe(200);
      expect(other.body.username).toBe('director');
    });
  });
});
