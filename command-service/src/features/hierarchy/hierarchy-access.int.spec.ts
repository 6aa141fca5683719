import {
  aCluster,
  allEvents,
  aProject,
  aRegion,
  aRegistration,
  type ClusterRow,
  clusterIdByName,
  type ErrorBody,
  eventCount,
  type ProjectRow,
  projectIdByCode,
  projectionsSettled,
  type RegionRow,
  regionIdByName,
  type Written,
} from '@pm/system/builders';
import { type ApiClient, type Response, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The demo hierarchy's ids, read back through the API. */
interface Ids {
  western: number;
  nairobi: number;
  kakamega: number;
  bungoma: number;
  nairobiEast: number;
  ke0420: number;
  ke0421: number;
  ke0305: number;
  ke0101: number;
}

type RouteName =
  | 'createRegion'
  | 'updateRegion'
  | 'createCluster'
  | 'updateCluster'
  | 'createProject'
  | 'updateProject';

interface WriteRoute {
  readonly label: string;
  readonly method: 'POST' | 'PUT';
  readonly path: (ids: Ids) => string;
  readonly body: (ids: Ids) => unknown;
}

/** Every write route of the hierarchy, each aimed at a demo object in Western / Kakamega / KE0420. */
const ROUTES: Record<RouteName, WriteRoute> = {
  createRegion: {
    label: 'POST /api/regions',
    method: 'POST',
    path: () => '/api/regions',
    body: () => aRegion(),
  },
  updateRegion: {
    label: 'PUT /api/regions/:id (Western)',
    method: 'PUT',
    path: (ids) => `/api/regions/${ids.western}`,
    body: () => ({ name: 'Renamed region', isActive: false }),
  },
  createCluster: {
    label: 'POST /api/clusters (in Western)',
    method: 'POST',
    path: () => '/api/clusters',
    body: (ids) => aCluster({ regionId: ids.western }),
  },
  updateCluster: {
    label: 'PUT /api/clusters/:id (Kakamega Cluster)',
    method: 'PUT',
    path: (ids) => `/api/clusters/${ids.kakamega}`,
    body: () => ({ name: 'Renamed cluster', isActive: false }),
  },
  createProject: {
    label: 'POST /api/projects (in Kakamega Cluster)',
    method: 'POST',
    path: () => '/api/projects',
    body: (ids) => aProject({ clusterId: ids.kakamega }),
  },
  updateProject: {
    label: 'PUT /api/projects/:id (KE0420)',
    method: 'PUT',
    path: (ids) => `/api/projects/${ids.ke0420}`,
    body: () => ({ isActive: false }),
  },
};

type Who = 'director' | 'regional' | 'cluster' | 'project' | 'project2' | 'facilitator' | 'unassigned';

/**
 * docs/access-policy.md for these routes, for every role but SuperAdmin (whose writes are tested below):
 * 403 where the object is in the caller's reading scope but the role lacks the capability; 'hidden'
 * (404, or 403) where the object is outside the caller's scope; 'allowed' is tested separately.
 */
const POLICY: Record<Who, Record<RouteName, 403 | 'hidden' | 'allowed'>> = {
  director: {
    createRegion: 403,
    updateRegion: 403,
    createCluster: 403,
    updateCluster: 403,
    createProject: 403,
    updateProject: 403,
  },
  regional: {
    createRegion: 403,
    updateRegion: 403,
    createCluster: 403,
    updateCluster: 403,
    createProject: 403,
    updateProject: 403,
  },
  cluster: {
    createRegion: 403,
    updateRegion: 403,
    createCluster: 403,
    updateCluster: 403,
    createProject: 'allowed',
    updateProject: 'allowed',
  },
  project: {
    createRegion: 403,
    updateRegion: 403,
    createCluster: 403,
    updateCluster: 403,
    createProject: 403,
    updateProject: 403,
  },
  // KE0305's admin: Kakamega Cluster and KE0420 are outside its scope
  project2: {
    createRegion: 403,
    updateRegion: 403,
    createCluster: 403,
    updateCluster: 'hidden',
    createProject: 403,
    updateProject: 'hidden',
  },
  facilitator: {
    createRegion: 403,
    updateRegion: 403,
    createCluster: 403,
    updateCluster: 403,
    createProject: 403,
    updateProject: 403,
  },
  unassigned: {
    createRegion: 403,
    updateRegion: 'hidden',
    createCluster: 403,
    updateCluster: 'hidden',
    createProject: 403,
    updateProject: 'hidden',
  },
};

const refusals = (Object.keys(POLICY) as Who[]).flatMap((who) =>
  (Object.keys(ROUTES) as RouteName[]).flatMap((route) => {
    const expected = POLICY[who][route];
    if (expected === 'allowed') return [];
    return [{ who, route, label: ROUTES[route].label, outcome: expected === 403 ? '403' : '404 or 403' }];
  }),
);

describe('hierarchy writes: access policy and command rules', () => {
  let system: System;
  let ids: Ids;
  const as: Partial<Record<Who | 'admin', ApiClient>> = {};
  const client = (who: Who | 'admin'): ApiClient => {
    const c = as[who];
    if (!c) throw new Error(`no client for ${who}`);
    return c;
  };

  beforeAll(async () => {
    system = await startSystem();
    const names = ['admin', 'director', 'regional', 'cluster', 'project', 'project2', 'facilitator'] as const;
    const clients = await Promise.all(names.map((n) => system.login(n)));
    names.forEach((n, i) => {
      as[n] = clients[i];
    });
    const unassigned = system.client();
    const registration = aRegistration();
    const registered = await unassigned.post('/api/register', registration);
    if (registered.status !== 202) throw new Error(`register failed: ${registered.status}`);
    const { username, password } = registration;
    const signedIn = await unassigned.post('/api/login', { username, password });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
    as.unassigned = unassigned;
    await projectionsSettled(system);
    const admin = client('admin');
    ids = {
      western: await regionIdByName(admin, 'Western'),
      nairobi: await regionIdByName(admin, 'Nairobi'),
      kakamega: await clusterIdByName(admin, 'Kakamega Cluster'),
      bungoma: await clusterIdByName(admin, 'Bungoma Cluster'),
      nairobiEast: await clusterIdByName(admin, 'Nairobi East Cluster'),
      ke0420: await projectIdByCode(admin, 'KE0420'),
      ke0421: await projectIdByCode(admin, 'KE0421'),
      ke0305: await projectIdByCode(admin, 'KE0305'),
      ke0101: await projectIdByCode(admin, 'KE0101'),
    };
  });
  afterAll(async () => {
    await system.stop();
  });

  const projects = async (who: Who | 'admin' = 'admin') =>
    (await client(who).get<ProjectRow[]>('/api/projects')).body;
  const projectRow = async (id: number, who: Who | 'admin' = 'admin') =>
    (await projects(who)).find((p) => p.id === id);

  /** Expects a refusal that stored nothing and showed no data. */
  const expectRefusedAndUnchanged = async (send: () => Promise<Response<ErrorBody>>, allowed: number[]) => {
    const before = await eventCount(system);
    const { status, body } = await send();
    expect(allowed).toContain(status);
    expect(['forbidden', 'not_found']).toContain(body.code);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('position');
    expect(await eventCount(system)).toBe(before);
  };

  describe('refused writes change nothing', () => {
    for (const { who, route, label, outcome } of refusals) {
      it(`${who}: ${label} answers ${outcome} and appends nothing`, async () => {
        const r = ROUTES[route];
        await expectRefusedAndUnchanged(
          () => client(who).request<ErrorBody>(r.method, r.path(ids), r.body(ids)),
          outcome === '403' ? [403] : [403, 404],
        );
      });
    }

    it('refuses every write route without a session with 401', async () => {
      const anonymous = system.client();
      const before = await eventCount(system);
      for (const r of Object.values(ROUTES)) {
        const response = await anonymous.request<ErrorBody>(r.method, r.path(ids), r.body(ids));
        expect(response.status, r.label).toBe(401);
        expect(response.body.code, r.label).toBe('unauthenticated');
      }
      expect(await eventCount(system)).toBe(before);
    });

    it('refuses a ClusterAdmin creating a project in another cluster with 403', async () => {
      const body = aProject({ clusterId: ids.bungoma });
      await expectRefusedAndUnchanged(() => client('cluster').post<ErrorBody>('/api/projects', body), [403]);
      expect((await projects()).some((p) => p.code === body.code)).toBe(false);
    });

    it('refuses a ClusterAdmin toggling a project of another cluster (KE0305), which stays active', async () => {
      await expectRefusedAndUnchanged(
        () => client('cluster').put<ErrorBody>(`/api/projects/${ids.ke0305}`, { isActive: false }),
        [403, 404],
      );
      expect(await projectRow(ids.ke0305)).toMatchObject({ code: 'KE0305', isActive: true });
    });

    it('refuses a RegionalAdmin toggling a project outside its region (KE0101)', async () => {
      await expectRefusedAndUnchanged(
        () => client('regional').put<ErrorBody>(`/api/projects/${ids.ke0101}`, { isActive: false }),
        [403, 404],
      );
    });
  });

  describe('SuperAdmin', () => {
    it('creates a region (201) that GET /api/regions lists', async () => {
      const body = aRegion();
      const before = await eventCount(system);

      const created = await client('admin').post<Written>('/api/regions', body);

      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number), position: expect.stringMatching(/^\d+$/) });
      expect(await eventCount(system)).toBe(before + 1);
      const regions = (await client('admin').get<RegionRow[]>('/api/regions')).body;
      expect(regions.find((r) => r.id === created.body.id)).toMatchObject({
        name: body.name,
        isActive: true,
      });
    });

    it('renames and deactivates a region with PUT /api/regions/:id', async () => {
      const created = await client('admin').post<Written>('/api/regions', aRegion());
      const name = `Renamed ${created.body.id}`;

      const updated = await client('admin').put<Written>(`/api/regions/${created.body.id}`, {
        name,
        isActive: false,
      });

      expect(updated.status).toBe(200);
      const regions = (await client('admin').get<RegionRow[]>('/api/regions')).body;
      expect(regions.find((r) => r.id === created.body.id)).toMatchObject({ name, isActive: false });
    });

    it('creates a cluster (201) in the region it names', async () => {
      const body = aCluster({ regionId: ids.nairobi });

      const created = await client('admin').post<Written>('/api/clusters', body);

      expect(created.status).toBe(201);
      const clusters = (await client('admin').get<ClusterRow[]>('/api/clusters')).body;
      expect(clusters.find((c) => c.id === created.body.id)).toMatchObject({
        name: body.name,
        regionId: ids.nairobi,
        regionName: 'Nairobi',
        isActive: true,
      });
    });

    it('deactivates and renames a cluster with PUT /api/clusters/:id', async () => {
      const created = await client('admin').post<Written>(
        '/api/clusters',
        aCluster({ regionId: ids.nairobi }),
      );
      const name = `Renamed cluster ${created.body.id}`;

      const updated = await client('admin').put<Written>(`/api/clusters/${created.body.id}`, {
        name,
        isActive: false,
      });

      expect(updated.status).toBe(200);
      const clusters = (await client('admin').get<ClusterRow[]>('/api/clusters')).body;
      expect(clusters.find((c) => c.id === created.body.id)).toMatchObject({ name, isActive: false });
    });

    it('creates a project (201) in the cluster it names, stored with an upper-case code', async () => {
      const body = aProject({ clusterId: ids.nairobiEast, code: 'ke9001' });

      const created = await client('admin').post<Written>('/api/projects', body);

      expect(created.status).toBe(201);
      expect(await projectRow(created.body.id)).toMatchObject({
        code: 'KE9001',
        clusterId: ids.nairobiEast,
        clusterName: 'Nairobi East Cluster',
        regionName: 'Nairobi',
        isActive: true,
      });
    });

    it('deactivates and reactivates any project, and GET /api/projects shows each state', async () => {
      const off = await client('admin').put<Written>(`/api/projects/${ids.ke0101}`, { isActive: false });
      expect(off.status).toBe(200);
      expect(await projectRow(ids.ke0101)).toMatchObject({ code: 'KE0101', isActive: false });

      const on = await client('admin').put<Written>(`/api/projects/${ids.ke0101}`, { isActive: true });
      expect(on.status).toBe(200);
      expect(await projectRow(ids.ke0101)).toMatchObject({ code: 'KE0101', isActive: true });
    });

    it('must choose a cluster for a new project: 400 "Please select a cluster"', async () => {
      const before = await eventCount(system);

      const response = await client('admin').post<ErrorBody>('/api/projects', aProject());

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please select a cluster');
      expect(await eventCount(system)).toBe(before);
    });
  });

  describe('ClusterAdmin', () => {
    it('creates projects in its own cluster, whether or not it names the cluster', async () => {
      const implicit = await client('cluster').post<Written>('/api/projects', aProject());
      const explicit = await client('cluster').post<Written>(
        '/api/projects',
        aProject({ clusterId: ids.kakamega }),
      );

      expect(implicit.status).toBe(201);
      expect(explicit.status).toBe(201);
      for (const id of [implicit.body.id, explicit.body.id])
        expect(await projectRow(id, 'cluster')).toMatchObject({
          clusterId: ids.kakamega,
          clusterName: 'Kakamega Cluster',
        });
    });

    it('deactivates and reactivates a project of its cluster, and GET /api/projects shows each state', async () => {
      const off = await client('cluster').put<Written>(`/api/projects/${ids.ke0421}`, { isActive: false });
      expect(off.status).toBe(200);
      expect(await projectRow(ids.ke0421, 'cluster')).toMatchObject({ code: 'KE0421', isActive: false });

      const on = await client('cluster').put<Written>(`/api/projects/${ids.ke0421}`, { isActive: true });
      expect(on.status).toBe(200);
      expect(await projectRow(ids.ke0421, 'cluster')).toMatchObject({ code: 'KE0421', isActive: true });
    });
  });

  describe('command rules', () => {
    it('refuses a duplicate project code, in any letter case, with 409 naming the code', async () => {
      const before = await eventCount(system);

      const response = await client('admin').post<ErrorBody>(
        '/api/projects',
        aProject({ code: 'ke0420', clusterId: ids.bungoma }),
      );

      expect(response.status).toBe(409);
      expect(response.body.message).toContain('KE0420');
      expect(await eventCount(system)).toBe(before);
    });

    it('refuses wrong types with 400 and appends nothing', async () => {
      const before = await eventCount(system);

      const create = await client('admin').post<ErrorBody>('/api/projects', {
        code: 5,
        name: 'Typed wrongly',
        isActive: 'yes',
        clusterId: ids.kakamega,
      });
      const update = await client('admin').put<ErrorBody>(`/api/projects/${ids.ke0420}`, { isActive: 'yes' });

      expect(create.status).toBe(400);
      expect(create.body.code).toBe('validation_failed');
      expect(create.body.details).toHaveProperty('code');
      expect(create.body.details).toHaveProperty('isActive', 'isActive must be true or false');
      expect(update.status).toBe(400);
      expect(update.body.message).toBe('isActive must be true or false');
      expect(await eventCount(system)).toBe(before);
    });

    it('answers 409 to a PUT whose If-Match names a version the project has moved past', async () => {
      const created = await client('admin').post<Written>(
        '/api/projects',
        aProject({ clusterId: ids.nairobiEast }),
      );
      expect(
        (await client('admin').put(`/api/projects/${created.body.id}`, { isActive: false })).status,
      ).toBe(200);
      const before = await eventCount(system);

      const stale = await client('admin').put<ErrorBody>(
        `/api/projects/${created.body.id}`,
        { isActive: true },
        { 'If-Match': '"0"' },
      );

      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('concurrency_conflict');
      expect(await eventCount(system)).toBe(before);
      expect(await projectRow(created.body.id)).toMatchObject({ isActive: false });
      // the version it really has is accepted
      const current = await client('admin').put(
        `/api/projects/${created.body.id}`,
        { isActive: true },
        { 'If-Match': '"1"' },
      );
      expect(current.status).toBe(200);
    });

    it('does not apply a PUT again when it is retried with the same Idempotency-Key after a later change', async () => {
      const created = await client('admin').post<Written>(
        '/api/projects',
        aProject({ clusterId: ids.nairobiEast }),
      );
      const id = created.body.id;
      const key = { 'Idempotency-Key': `deactivate-${id}` };
      const first = await client('admin').put<Written>(`/api/projects/${id}`, { isActive: false }, key);
      expect(first.status).toBe(200);
      expect((await client('admin').put(`/api/projects/${id}`, { isActive: true })).status).toBe(200);
      const before = await eventCount(system);

      const retry = await client('admin').put<Written>(`/api/projects/${id}`, { isActive: false }, key);

      expect(retry.status).toBe(200);
      expect(retry.body.position).toBe(first.body.position);
      expect(await eventCount(system)).toBe(before);
      expect(await projectRow(id)).toMatchObject({ isActive: true });
    });

    it('creates one project when a POST is retried with the same Idempotency-Key, even concurrently', async () => {
      const before = await eventCount(system);
      const body = aProject({ clusterId: ids.nairobiEast });
      const key = { 'Idempotency-Key': `create-${Date.now()}` };

      const [first, second] = await Promise.all([
        client('admin').post<Written>('/api/projects', body, key),
        client('admin').post<Written>('/api/projects', body, key),
      ]);
      const third = await client('admin').post<Written>('/api/projects', body, key);

      expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
      expect(second.body).toEqual(first.body);
      expect(third.body).toEqual(first.body);
      const created = (await allEvents(system)).slice(before);
      expect(created.map((e) => e.type)).toEqual(['ProjectCreated']);
    });

    it('appends nothing when a project is set to the status it already has', async () => {
      const before = await eventCount(system);

      const response = await client('admin').put<Written>(`/api/projects/${ids.ke0420}`, { isActive: true });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: ids.ke0420, position: null });
      expect(await eventCount(system)).toBe(before);
    });

    it('answers 404 for an unknown project, cluster or region id', async () => {
      for (const url of ['/api/projects/999999', '/api/clusters/999999', '/api/regions/999999']) {
        const response = await client('admin').put<ErrorBody>(url, { isActive: false });
        expect(response.status, url).toBe(404);
        expect(response.body.code, url).toBe('not_found');
      }
    });

    it('answers 400 for an id that is not a positive integer', async () => {
      const response = await client('admin').put<ErrorBody>('/api/projects/abc', { isActive: false });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Project id must be a positive integer');
    });

    it('answers unknown /api routes with a 404 JSON body, for GET and POST', async () => {
      const get = await client('admin').get<ErrorBody>('/api/no-such-route');
      const post = await client('admin').post<ErrorBody>('/api/no-such-route', {});

      for (const response of [get, post]) {
        expect(response.status).toBe(404);
        expect(String(response.headers['content-type'])).toContain('application/json');
        expect(response.body.code).toBe('not_found');
        expect(response.body.message).toContain('/api/no-such-route');
      }
    });
  });
});
