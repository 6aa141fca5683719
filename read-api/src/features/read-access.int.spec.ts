import {
  aRegistration,
  type ClusterRow,
  clusterIdByName,
  type ErrorBody,
  type HistoryEntry,
  type ProjectRow,
  projectIdByCode,
  projectionsSettled,
  type RegionRow,
  regionIdByName,
  type UserBody,
} from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Who = 'admin' | 'director' | 'regional' | 'cluster' | 'project' | 'project2' | 'facilitator';
const DEMO_USERS: readonly Who[] = [
  'admin',
  'director',
  'regional',
  'cluster',
  'project',
  'project2',
  'facilitator',
];

/**
 * What each demo user may see of the demo hierarchy (docs/access-policy.md "Scope"); null where the list
 * is refused (403): the region list is read from a region up, the cluster list from a cluster up.
 */
const VISIBLE: Record<Who, { projects: string[]; clusters: string[] | null; regions: string[] | null }> = {
  admin: {
    projects: ['KE0101', 'KE0305', 'KE0420', 'KE0421'],
    clusters: ['Bungoma Cluster', 'Kakamega Cluster', 'Nairobi East Cluster'],
    regions: ['Nairobi', 'Western'],
  },
  director: {
    projects: ['KE0101', 'KE0305', 'KE0420', 'KE0421'],
    clusters: ['Bungoma Cluster', 'Kakamega Cluster', 'Nairobi East Cluster'],
    regions: ['Nairobi', 'Western'],
  },
  regional: {
    projects: ['KE0305', 'KE0420', 'KE0421'],
    clusters: ['Bungoma Cluster', 'Kakamega Cluster'],
    regions: ['Western'],
  },
  cluster: { projects: ['KE0420', 'KE0421'], clusters: ['Kakamega Cluster'], regions: null },
  project: { projects: ['KE0420'], clusters: null, regions: null },
  project2: { projects: ['KE0305'], clusters: null, regions: null },
  facilitator: { projects: ['KE0420'], clusters: null, regions: null },
};

const sorted = (values: string[]) => [...values].sort();

describe('read API: scoped lists and history', () => {
  let system: System;
  const as = new Map<Who | 'unassigned', ApiClient>();
  const userIds = new Map<Who | 'unassigned', number>();
  const client = (who: Who | 'unassigned'): ApiClient => {
    const c = as.get(who);
    if (!c) throw new Error(`no client for ${who}`);
    return c;
  };
  const userId = (who: Who | 'unassigned'): number => {
    const id = userIds.get(who);
    if (id === undefined) throw new Error(`no user id for ${who}`);
    return id;
  };

  beforeAll(async () => {
    system = await startSystem();
    const clients = await Promise.all(DEMO_USERS.map((who) => system.login(who)));
    DEMO_USERS.forEach((who, i) => {
      const c = clients[i];
      if (c) as.set(who, c);
    });
    const unassigned = system.client();
    const registration = aRegistration();
    const registered = await unassigned.post('/api/register', registration);
    if (registered.status !== 202) throw new Error(`register failed: ${registered.status}`);
    const { username, password } = registration;
    const signedIn = await unassigned.post('/api/login', { username, password });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`);
    as.set('unassigned', unassigned);
    await projectionsSettled(system);
    for (const [who, c] of as) userIds.set(who, (await c.get<UserBody>('/api/user')).body.id);
  });
  afterAll(async () => {
    await system.stop();
  });

  describe('lists return exactly what is in scope', () => {
    for (const who of DEMO_USERS) {
      it(`GET /api/projects for ${who}: ${VISIBLE[who].projects.join(', ')}`, async () => {
        const response = await client(who).get<ProjectRow[]>('/api/projects');

        expect(response.status).toBe(200);
        expect(response.body.map((p) => p.code)).toEqual(VISIBLE[who].projects);
      });

      const clusters = VISIBLE[who].clusters;
      it(`GET /api/clusters for ${who}: ${clusters?.join(', ') ?? '403'}`, async () => {
        const response = await client(who).get<ClusterRow[] & ErrorBody>('/api/clusters');

        if (clusters === null) {
          expect(response.status).toBe(403);
          expect(response.body.message).toBe('The list of clusters is for the cluster level and above');
          return;
        }
        expect(response.status).toBe(200);
        expect(sorted(response.body.map((c) => c.name))).toEqual(clusters);
      });

      const regions = VISIBLE[who].regions;
      it(`GET /api/regions for ${who}: ${regions?.join(', ') ?? '403'}`, async () => {
        const response = await client(who).get<RegionRow[] & ErrorBody>('/api/regions');

        if (regions === null) {
          // the Hierarchy screen's list: a ProjectAdmin does not read it
          expect(response.status).toBe(403);
          expect(response.body.message).toBe('The list of regions is for the programme and regional levels');
          return;
        }
        expect(response.status).toBe(200);
        expect(sorted(response.body.map((r) => r.name))).toEqual(regions);
      });
    }

    it('answers the lists with 401 without a session', async () => {
      for (const url of ['/api/projects', '/api/clusters', '/api/regions']) {
        const response = await system.client().get<ErrorBody>(url);
        expect(response.status, url).toBe(401);
        expect(Array.isArray(response.body), url).toBe(false);
      }
    });
  });

  describe('history', () => {
    it('lists a project’s events in order, each with type, data, actor and both times', async () => {
      const admin = client('admin');
      const id = await projectIdByCode(admin, 'KE0101');
      expect((await system.client().get('/api/history/project-1')).status).toBe(401);
      const before = Date.now();
      expect((await admin.put(`/api/projects/${id}`, { isActive: false })).status).toBe(200);

      const response = await admin.get<HistoryEntry[]>(`/api/history/project-${id}`);

      expect(response.status).toBe(200);
      const [created, changed, ...rest] = response.body;
      expect(rest).toEqual([]);
      expect(created).toMatchObject({
        version: 0,
        type: 'ProjectCreated',
        data: { projectId: id, code: 'KE0101', name: 'Embakasi', isActive: true },
        actor: { kind: 'system', name: 'demo-seed' },
      });
      expect(changed).toMatchObject({
        version: 1,
        type: 'ProjectStatusChanged',
        data: { isActive: false },
        actor: { kind: 'user', userId: userId('admin'), username: 'admin', role: 'SuperAdmin' },
      });
      expect(BigInt(changed?.position ?? '0')).toBeGreaterThan(BigInt(created?.position ?? '0'));
      for (const entry of [created, changed]) {
        expect(Number.isNaN(Date.parse(entry?.occurredAt ?? ''))).toBe(false);
        expect(entry?.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      }
      expect(Date.parse(changed?.recordedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect((await admin.put(`/api/projects/${id}`, { isActive: true })).status).toBe(200);
    });

    it('shows a project’s history to the users whose scope holds it', async () => {
      const id = await projectIdByCode(client('admin'), 'KE0420');
      for (const who of ['director', 'regional', 'cluster', 'project', 'facilitator'] as const) {
        const response = await client(who).get<HistoryEntry[]>(`/api/history/project-${id}`);
        expect(response.status, who).toBe(200);
        expect(response.body[0]?.type, who).toBe('ProjectCreated');
      }
    });

    it('answers 404 without data for a project outside the caller’s scope', async () => {
      const admin = client('admin');
      const ke0420 = await projectIdByCode(admin, 'KE0420');
      const ke0305 = await projectIdByCode(admin, 'KE0305');
      const ke0101 = await projectIdByCode(admin, 'KE0101');
      const kakamega = await clusterIdByName(admin, 'Kakamega Cluster');
      const nairobi = await regionIdByName(admin, 'Nairobi');
      const cases: Array<[Who | 'unassigned', string]> = [
        ['project2', `project-${ke0420}`],
        ['cluster', `project-${ke0305}`],
        ['regional', `project-${ke0101}`],
        ['project2', `cluster-${kakamega}`],
        ['regional', `region-${nairobi}`],
        ['unassigned', `project-${ke0420}`],
      ];
      for (const [who, stream] of cases) {
        const response = await client(who).get<ErrorBody>(`/api/history/${stream}`);
        expect(response.status, `${who} ${stream}`).toBe(404);
        expect(response.body.code).toBe('not_found');
        expect(JSON.stringify(response.body), `${who} ${stream}`).not.toMatch(
          /Created|Kakamega Central|Embakasi/,
        );
      }
    });

    it('answers 404 for unknown stream kinds, malformed stream names and unknown ids', async () => {
      for (const stream of [
        'unknownkind-1',
        'credentials-1',
        'nonsense',
        'project-abc',
        'project-',
        'project-999999',
      ]) {
        const response = await client('admin').get<ErrorBody>(`/api/history/${stream}`);
        expect(response.status, stream).toBe(404);
        expect(response.body.code, stream).toBe('not_found');
      }
    });

    it('shows users their own history, including an unassigned account', async () => {
      for (const who of ['project', 'facilitator', 'unassigned'] as const) {
        const response = await client(who).get<HistoryEntry[]>(`/api/history/user-${userId(who)}`);
        expect(response.status, who).toBe(200);
        expect(response.body[0]?.data, who).toMatchObject({ userId: userId(who) });
        expect(['UserCreated', 'UserRegistered'], who).toContain(response.body[0]?.type);
      }
    });

    it('refuses a project admin the history of users outside what it manages', async () => {
      for (const other of ['admin', 'director', 'cluster', 'project2', 'unassigned'] as const) {
        const response = await client('project').get<ErrorBody>(`/api/history/user-${userId(other)}`);
        expect(response.status, other).toBe(404);
        expect(JSON.stringify(response.body), other).not.toContain('UserCreated');
      }
    });

    it('lets a manager read the history of the users one level down, not of its peers', async () => {
      expect((await client('project').get(`/api/history/user-${userId('facilitator')}`)).status).toBe(200);
      expect((await client('cluster').get(`/api/history/user-${userId('project')}`)).status).toBe(200);
      expect((await client('cluster').get(`/api/history/user-${userId('facilitator')}`)).status).toBe(404);
      expect((await client('regional').get(`/api/history/user-${userId('cluster')}`)).status).toBe(200);
      expect((await client('regional').get(`/api/history/user-${userId('project')}`)).status).toBe(404);
    });

    it('refuses a facilitator (who manages no users) the history of its own project admin', async () => {
      const response = await client('facilitator').get(`/api/history/user-${userId('project')}`);

      expect(response.status).toBe(404);
    });
  });
});
