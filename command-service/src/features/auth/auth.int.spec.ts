import {
  allEvents,
  aRegistration,
  type ErrorBody,
  eventCount,
  sessionIdOf,
  type UserBody,
} from '@pm/system/builders';
import { type ApiClient, type Response, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo';

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
    let registered: Response<{ message: string }>;
    let signedIn: Response<UserBody>;
    beforeAll(async () => {
      client = system.client();
      registered = await client.post<{ message: string }>('/api/register', registration);
      signedIn = await client.post<UserBody>('/api/login', {
        username: registration.username,
        password: registration.password,
      });
    });

    it('answers 202 without signing in; the account signs in without role or scope whatever the body claimed', () => {
      expect(registered.status).toBe(202);
      expect(registered.body).toEqual({
        message:
          'Registration received. Sign in with the username and password you chose; an administrator will give the account its role.',
      });
      expect(setCookieHeader(registered.headers)).toBe('');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({
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
        id: signedIn.body.id,
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
      expect(sessions).toContain(String(signedIn.body.id));
      for (const password of [DEMO_PASSWORD, registration.password]) {
        expect(log).not.toContain(password);
        expect(sessions).not.toContain(password);
      }
    });

    it('answers a taken username (in any letter case) as a free one, at the same time, and stores nothing', async () => {
      const before = await eventCount(system);
      const timed = async (username: string) => {
        const started = performance.now();
        const response = await system
          .client()
          .post<{ message: string }>('/api/register', aRegistration({ username }));
        return { response, ms: performance.now() - started };
      };
      const taken = await timed('Admin');
      const free = await timed(`fresh${Date.now().toString(36)}`);

      expect(taken.response.status).toBe(free.response.status);
      expect(taken.response.body).toEqual(free.response.body);
      const shape = (headers: Record<string, unknown>) =>
        Object.keys(headers)
          .filter((h) => !['date', 'x-request-id', 'content-length'].includes(h))
          .sort();
      expect(shape(taken.response.headers)).toEqual(shape(free.response.headers));
      expect(setCookieHeader(taken.response.headers)).toBe('');
      // both answer no sooner than the floor, which a new account's work stays under (its password hash
      // is the bulk of it, and a taken username costs one too): before, a taken one answered at once
      expect(taken.ms).toBeGreaterThanOrEqual(590);
      expect(free.ms).toBeGreaterThanOrEqual(590);
      // the free one was created, the taken one nothing
      expect(await eventCount(system)).toBe(before + 1);
      const admin = await system
        .client('10.0.0.40')
        .post('/api/login', { username: 'admin', password: DEMO_PASSWORD });
      expect(admin.status).toBe(200);
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

    it('refuses common and leaked passwords, the demo password and one holding the username, storing nothing', async () => {
      const before = await eventCount(system);
      const common =
        'This password is too common and easy to guess: it is on a list of leaked passwords. Please choose another';
      const cases: [Partial<Parameters<typeof aRegistration>[0]>, string][] = [
        [{ password: 'password' }, common],
        [{ password: '12345678' }, common],
        [{ password: 'PassWord1' }, common],
        [{ password: DEMO_PASSWORD }, common],
        [{ username: 'wanjiku2026', password: 'wanjiku2026' }, 'The password must not contain your username'],
        [{ username: 'otieno', password: 'My-OTIENO-secret' }, 'The password must not contain your username'],
      ];
      for (const [overrides, message] of cases) {
        const response = await system
          .client('10.0.0.41')
          .post<ErrorBody>('/api/register', aRegistration(overrides));
        expect(response.status, JSON.stringify(overrides)).toBe(400);
        expect(response.body.message).toBe(message);
        expect(response.body.details).toEqual({ password: message });
      }
      expect(await eventCount(system)).toBe(before);
    });
  });

  describe('changing a password', () => {
    it('refuses a common password, the demo password and the username, and takes a good one', async () => {
      const registration = aRegistration();
      const client = system.client('10.0.0.42');
      expect((await client.post('/api/register', registration)).status).toBe(202);
      const { username, password } = registration;
      expect((await client.post('/api/login', { username, password })).status).toBe(200);
      for (const newPassword of ['password', DEMO_PASSWORD, `${username.toUpperCase()}!`, 'qwertyuiop']) {
        const refused = await client.post<ErrorBody>('/api/change-password', {
          currentPassword: password,
          newPassword,
        });
        expect(refused.status, newPassword).toBe(400);
        expect(Object.keys(refused.body.details ?? {})).toEqual(['newPassword']);
      }
      const changed = await client.post('/api/change-password', {
        currentPassword: password,
        newPassword: 'Mvua ya masika 2026',
      });
      expect(changed.status).toBe(200);
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
