import type { ManagedUserRow, OneTimePasswordResult, UserActionRow } from '@pm/domain/identity/rows';
import {
  aGroup,
  allEvents,
  aRegistration,
  clusterIdByName,
  type ErrorBody,
  eventCount,
  projectIdByCode,
  projectionsSettled,
  regionIdByName,
  type UserBody,
} from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** User management through both services, on the demo hierarchy (Western: Kakamega and Bungoma clusters). */
describe('user management', () => {
  let system: System;
  let admin: ApiClient;
  let cluster: ApiClient;
  const ids: Record<string, number> = {};
  let serial = 0;
  const aUser = (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      username: `staff${serial}`,
      firstName: 'Amani',
      lastName: 'Wekesa',
      email: `s${serial}@example.org`,
      phone: '+254711000000',
      ...overrides,
    };
  };
  const create = (client: ApiClient, body: Record<string, unknown>) =>
    client.post<OneTimePasswordResult & ErrorBody>('/api/managed-users', body);
  const managed = async (client: ApiClient) => {
    const response = await client.get<ManagedUserRow[]>('/api/managed-users');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  /** The event log as text, to show a one-time password never reaches it. */
  const logText = async () => JSON.stringify((await allEvents(system)).map((e) => [e.data, e.metadata]));
  /** A ProjectAdmin in KE0421 created by `cluster`, signed in with its one-time password. */
  const aNewProjectAdmin = async () => {
    const created = await create(cluster, aUser({ projectId: ids.KE0421 }));
    expect(created.status).toBe(201);
    await projectionsSettled(system);
    const client = await system.login(created.body.username, created.body.oneTimePassword);
    return { ...created.body, client };
  };

  beforeAll(async () => {
    system = await startSystem();
    admin = await system.login('admin');
    cluster = await system.login('cluster');
    for (const code of ['KE0420', 'KE0421', 'KE0305', 'KE0101'])
      ids[code] = await projectIdByCode(admin, code);
    ids.Nairobi = await regionIdByName(admin, 'Nairobi');
    ids.Bungoma = await clusterIdByName(admin, 'Bungoma Cluster');
    ids.NairobiEast = await clusterIdByName(admin, 'Nairobi East Cluster');
  });
  afterAll(async () => {
    await system.stop();
  });

  describe('the creation hierarchy: one level down, the role set by the server', () => {
    const cases = [
      ['admin', { role: 'NationalDirector' }, 'NationalDirector', null],
      ['director', { role: 'RegionalAdmin', regionId: 'Nairobi' }, 'RegionalAdmin', 'Nairobi'],
      ['regional', { clusterId: 'Bungoma' }, 'ClusterAdmin', 'Bungoma'],
      ['cluster', { role: 'ProjectAdmin', projectId: 'KE0421' }, 'ProjectAdmin', 'KE0421'],
      ['project', {}, 'ChurchFacilitator', 'KE0420'],
    ] as const;
    for (const [creator, sent, role, place] of cases)
      it(`lets ${creator} create a ${role} with a one-time password`, async () => {
        const client = await system.login(creator);
        const body = Object.fromEntries(
          Object.entries(sent).map(([k, v]) => [k, k === 'role' ? v : ids[v as string]]),
        );
        const created = await create(client, aUser(body));
        expect(created.status).toBe(201);
        expect(created.body.oneTimePassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
        const row = (await managed(client)).find((u) => u.id === created.body.id);
        expect(row).toMatchObject({ role, isActive: true, mustChangePassword: true });
        if (place) expect([row?.regionId, row?.clusterId, row?.projectId]).toContain(ids[place]);
        expect(await logText()).not.toContain(created.body.oneTimePassword);
      });

    it('refuses a ChurchFacilitator with 403, recording only the refused attempt', async () => {
      const before = await eventCount(system);
      const response = await create(await system.login('facilitator'), aUser());
      expect(response.status).toBe(403);
      const added = (await allEvents(system)).slice(before);
      expect(added.map((e) => e.type)).toEqual(['UserManagementRefused']);
      expect(added[0]?.data).toMatchObject({ action: 'create_user', targetUserId: null });
    });
    it('refuses a role the creator may not create instead of quietly creating another, storing nothing', async () => {
      // a ProjectAdmin asking for a SuperAdmin once got a ChurchFacilitator and 201
      const before = await eventCount(system);
      const response = await create(await system.login('project'), aUser({ role: 'SuperAdmin' }));
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Your role cannot create SuperAdmin accounts');
      const added = (await allEvents(system)).slice(before);
      expect(added.map((e) => e.type)).toEqual(['UserManagementRefused']);
    });
    it('refuses places outside the creator scope with 403', async () => {
      const regional = await system.login('regional');
      const project = await system.login('project');
      expect((await create(regional, aUser({ clusterId: ids.NairobiEast }))).status).toBe(403);
      expect((await create(cluster, aUser({ projectId: ids.KE0305 }))).status).toBe(403);
      expect((await create(project, aUser({ projectId: ids.KE0305 }))).status).toBe(403);
    });
  });

  describe('bad input', () => {
    it('answers 400 with the specification messages and stores nothing', async () => {
      const before = await eventCount(system);
      const noName = await create(cluster, aUser({ username: '', projectId: ids.KE0421 }));
      const badEmail = await create(cluster, aUser({ email: 'not-an-email', projectId: ids.KE0421 }));
      const noProject = await create(cluster, aUser());
      expect(noName.status).toBe(400);
      expect(noName.body.details).toMatchObject({ username: 'Username is required' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.details).toMatchObject({ email: 'Please enter a valid email address' });
      expect(noProject.status).toBe(400);
      expect(noProject.body.message).toBe('Please select a project');
      expect(await eventCount(system)).toBe(before);
    });
    it('refuses a username that is taken with 409', async () => {
      const response = await create(cluster, aUser({ username: 'Project', projectId: ids.KE0421 }));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('The username Project is already taken');
    });
  });

  describe('lists and edits within scope', () => {
    it('lists only the users the caller manages', async () => {
      const names = (await managed(cluster)).map((u) => u.username);
      expect(names).toContain('project');
      expect(names).not.toContain('project2');
      expect(names).not.toContain('facilitator');
      expect(await managed(await system.login('facilitator'))).toEqual([]);
    });
    it('answers 404 for a user outside the scope and 403 for one of another level inside it', async () => {
      const users = await managed(admin);
      const idOf = (name: string) => users.find((u) => u.username === name)?.id;
      const outside = await cluster.put<ErrorBody>(`/api/managed-users/${idOf('project2')}`, {});
      const otherLevel = await cluster.put<ErrorBody>(`/api/managed-users/${idOf('facilitator')}`, {});
      expect(outside.status).toBe(404);
      expect(otherLevel.status).toBe(403);
    });
    it('edits names, email and phone', async () => {
      const user = await aNewProjectAdmin();
      const edited = await cluster.put(`/api/managed-users/${user.id}`, {
        firstName: 'Neema',
        lastName: 'Auma',
        email: 'neema@example.org',
        phone: '+254722000000',
      });
      expect(edited.status).toBe(200);
      const row = (await managed(cluster)).find((u) => u.id === user.id);
      expect(row).toMatchObject({ firstName: 'Neema', email: 'neema@example.org', username: user.username });
    });
  });

  describe('deactivation, reset and the first sign-in', () => {
    it("ends a deactivated user's open session at once and refuses its sign-in", async () => {
      const user = await aNewProjectAdmin();
      expect((await user.client.get('/api/user')).status).toBe(200);
      const off = await cluster.put(`/api/managed-users/${user.id}`, { isActive: false, reason: 'Left' });
      expect(off.status).toBe(200);
      expect((await user.client.get('/api/user')).status).toBe(401);
      expect((await user.client.post('/api/change-password', {})).status).toBe(401);
      const again = await system
        .client()
        .post('/api/login', { username: user.username, password: user.oneTimePassword });
      expect(again.status).toBe(401);
      expect((await managed(cluster)).find((u) => u.id === user.id)?.isActive).toBe(false);
      expect((await cluster.put(`/api/managed-users/${user.id}`, { isActive: true })).status).toBe(200);
      await system.login(user.username, user.oneTimePassword);
    });
    it('issues a new one-time password on reset; the old one stops working', async () => {
      const user = await aNewProjectAdmin();
      const reset = await cluster.post<OneTimePasswordResult>(
        `/api/managed-users/${user.id}/reset-password`,
        {},
      );
      expect(reset.status).toBe(200);
      expect(reset.body.oneTimePassword).not.toBe(user.oneTimePassword);
      expect((await user.client.get('/api/user')).status).toBe(401);
      const old = await system
        .client()
        .post('/api/login', { username: user.username, password: user.oneTimePassword });
      expect(old.status).toBe(401);
      await system.login(user.username, reset.body.oneTimePassword);
      expect(await logText()).not.toContain(reset.body.oneTimePassword);
    });
    it('makes a new user choose a password at first sign-in, before anything else, whatever the client', async () => {
      const user = await aNewProjectAdmin();
      expect((await user.client.get<UserBody>('/api/user')).body.mustChangePassword).toBe(true);
      // the server holds the line, not only the screen
      const reading = await user.client.get<ErrorBody>('/api/participants');
      expect(reading.status).toBe(403);
      expect(reading.body.message).toBe('Choose your own password before anything else');
      expect((await user.client.post('/api/projects', { code: 'X1', name: 'X' })).status).toBe(403);
      const wrong = await user.client.post<ErrorBody>('/api/change-password', {
        currentPassword: 'not-it-at-all',
        newPassword: 'A-new-passphrase',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details).toMatchObject({ currentPassword: 'Current password is incorrect' });
      const short = await user.client.post<ErrorBody>('/api/change-password', {
        currentPassword: user.oneTimePassword,
        newPassword: 'short',
      });
      expect(short.body.message).toBe('Password must be at least 8 characters');
      const changed = await user.client.post('/api/change-password', {
        currentPassword: user.oneTimePassword,
        newPassword: 'A-new-passphrase',
      });
      expect(changed.status).toBe(200);
      expect((await user.client.get<UserBody>('/api/user')).body.mustChangePassword).toBe(false);
      expect((await user.client.get('/api/participants')).status).toBe(200);
      const elsewhere = await system.login(user.username, 'A-new-passphrase');
      expect((await elsewhere.get('/api/participants')).status).toBe(200);
      // a second change ends every other session of the user (it once left them signed in), not its own
      const again = await user.client.post('/api/change-password', {
        currentPassword: 'A-new-passphrase',
        newPassword: 'Another-passphrase',
      });
      expect(again.status).toBe(200);
      expect((await elsewhere.get('/api/participants')).status).toBe(401);
      expect((await user.client.get('/api/participants')).status).toBe(200);
    });
  });

  describe('accounts waiting for a role', () => {
    it('lets SuperAdmin assign a self-registered account its role and scope', async () => {
      const registration = aRegistration();
      const newcomer = system.client();
      expect((await newcomer.post('/api/register', registration)).status).toBe(202);
      const { username, password } = registration;
      const registered = await newcomer.post<UserBody>('/api/login', { username, password });
      await projectionsSettled(system);
      const waiting = await admin.get<ManagedUserRow[]>('/api/managed-users/waiting');
      expect(waiting.body.map((u) => u.id)).toContain(registered.body.id);
      expect((await cluster.get('/api/managed-users/waiting')).status).toBe(403);
      const refused = await cluster.post(`/api/managed-users/${registered.body.id}/assign`, {
        role: 'ProjectAdmin',
        projectId: ids.KE0421,
      });
      expect(refused.status).toBe(403);
      // a write before the role: refused (and the command service now holds the session read)
      const group = () => newcomer.post('/api/saving-groups', aGroup({ projectId: ids.KE0421 }));
      expect((await group()).status).toBe(403);
      const assigned = await admin.post(`/api/managed-users/${registered.body.id}/assign`, {
        role: 'ProjectAdmin',
        projectId: ids.KE0421,
      });
      expect(assigned.status).toBe(200);
      await projectionsSettled(system);
      const me = await newcomer.get<UserBody>('/api/user');
      expect(me.body).toMatchObject({ role: 'ProjectAdmin', projectId: ids.KE0421, projectCode: 'KE0421' });
      expect((await newcomer.get('/api/participants')).status).toBe(200);
      // the next write already acts with the role given, not the session read before it
      expect((await group()).status).toBe(201);
      const after = await admin.get<ManagedUserRow[]>('/api/managed-users/waiting');
      expect(after.body.map((u) => u.id)).not.toContain(registered.body.id);
    });
  });

  describe('the actions table', () => {
    it('records who did what to whom, and shows it to those who manage the user', async () => {
      const user = await aNewProjectAdmin();
      await cluster.put(`/api/managed-users/${user.id}`, { isActive: false, reason: 'On leave' });
      const actions = (await cluster.get<UserActionRow[]>('/api/user-management-actions')).body.filter(
        (a) => a.targetUserId === user.id,
      );
      expect(actions.map((a) => a.actionType)).toEqual(['deactivate_user', 'create_user']);
      expect(actions[0]).toMatchObject({
        performedByUsername: 'cluster',
        reason: 'On leave',
        isSuccessful: true,
      });
      expect(JSON.parse(actions[1]?.actionDetails ?? '{}')).toMatchObject({ role: 'ProjectAdmin' });
      const facilitatorView = await (await system.login('facilitator')).get<UserActionRow[]>(
        '/api/user-management-actions',
      );
      // a facilitator manages nobody: it sees only its own refused attempt
      expect(facilitatorView.body.map((a) => [a.actionType, a.isSuccessful])).toEqual([
        ['create_user', false],
      ]);
    });
  });
});
