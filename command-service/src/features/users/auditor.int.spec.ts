import { COMMAND_CONTRACTS } from '@pm/domain/api/index';
import { QUERY_CONTRACTS } from '@pm/domain/api/queries';
import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import type { SavingGroupRow } from '@pm/domain/saving-groups/rows';
import {
  clusterIdByName,
  type ErrorBody,
  eventCount,
  projectIdByCode,
  projectionsSettled,
} from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITOR_WRITES } from '../../lib/define-command';

/**
 * The read-only Auditor (docs/access-policy.md): every write answers 403 before its body is read
 * and stores nothing; every screen of its scope reads; SuperAdmin and NationalDirector create it at any
 * place, and its scope is the most specific place it holds.
 */
describe('the Auditor', () => {
  let system: System;
  let auditor: ApiClient;
  let director: ApiClient;
  let project: ApiClient;
  let group: SavingGroupRow;

  beforeAll(async () => {
    system = await startSystem();
    auditor = await system.login('auditor');
    director = await system.login('director');
    project = await system.login('project');
    group = (await project.get<SavingGroupRow[]>('/api/saving-groups')).body[0]!;
  });
  afterAll(async () => {
    await system.stop();
  });

  /** A contract's path with every parameter filled by an id that exists (the demo's first group). */
  const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, String(group.id));

  it('is refused every write with 403, and nothing is stored', async () => {
    const writes = COMMAND_CONTRACTS.filter((c) => !c.public && !c.readOnlyOpen);
    expect(writes.length).toBeGreaterThan(50);
    const before = await eventCount(system);
    for (const contract of writes) {
      // a body the write would accept from its holder is not needed: the refusal comes before parsing
      const response = await auditor.request<ErrorBody>(contract.method, pathOf(contract.url), {});
      expect(response.status, `${contract.method} ${contract.url}`).toBe(403);
      expect(response.body.message).toBe(AUDITOR_WRITES);
    }
    // even an upload, whose body is multipart and never parsed
    const upload = await auditor.upload<ErrorBody>('/api/participants/bulk-upload', {
      name: 'children.csv',
      content: 'a,b\n1,2\n',
      type: 'text/csv',
    });
    expect(upload.status).toBe(403);
    expect(await eventCount(system)).toBe(before);
  });

  it('reads every screen of its scope: lists, dashboards, analytics, audit views and documents', async () => {
    const reads = [
      '/api/participants',
      '/api/contributions',
      '/api/assets',
      '/api/sms',
      '/api/saving-groups',
      `/api/group-members?groupId=${group.id}`,
      '/api/group-savings',
      '/api/group-loans',
      '/api/dashboard/stats',
      '/api/analytics/national',
      '/api/analytics/regional',
      '/api/analytics/church-facilitator',
      `/api/audit/groups/${group.id}/ledger`,
      `/api/audit/groups/${group.id}/entries`,
      `/api/audit/groups/${group.id}/verify`,
      '/api/documents',
      '/api/project-reports',
      '/api/notifications',
    ];
    for (const url of reads) {
      const response = await auditor.get<unknown>(url);
      expect(response.status, `${url}: ${JSON.stringify(response.body).slice(0, 200)}`).toBe(200);
    }
    const children = await auditor.get<unknown[]>('/api/participants');
    const asAdmin = await (await system.login('admin')).get<unknown[]>('/api/participants');
    expect(children.body.length).toBe(asAdmin.body.length);
  });

  it('answers every read route without a server error, refusing only the operator and user-management views', async () => {
    const operatorOnly = new Set(['/api/managed-users/waiting', '/api/operations/read-models']);
    for (const contract of QUERY_CONTRACTS.filter((c) => !c.public)) {
      const response = await auditor.get<unknown>(pathOf(contract.url));
      expect(response.status, contract.url).toBeLessThan(500);
      if (response.status === 403)
        expect(operatorOnly, `${contract.url} refused the Auditor`).toContain(contract.url);
    }
  });

  it('may change its own password and request an export, the two commands open to it', async () => {
    const report = await auditor.post<{ id: number }>('/api/project-reports', {
      reportType: 'participant-register',
      format: 'csv',
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
  });

  describe('created by the NationalDirector at a cluster', () => {
    let scoped: ApiClient;
    let kakamega: number;

    beforeAll(async () => {
      kakamega = await clusterIdByName(director, 'Kakamega Cluster');
      const created = await director.post<OneTimePasswordResult & ErrorBody>('/api/managed-users', {
        role: 'Auditor',
        clusterId: kakamega,
        username: 'amina.audit',
        firstName: 'Amina',
        lastName: 'Ochieng',
        email: 'amina.auditor@example.org',
        phone: '+254711000009',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await projectionsSettled(system);
      scoped = await system.login(created.body.username, created.body.oneTimePassword);
      const changed = await scoped.post('/api/change-password', {
        currentPassword: created.body.oneTimePassword,
        newPassword: 'Audit!Kakamega2026',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    });

    it('holds the cluster and the chain above it, and is managed by the director', async () => {
      const managed =
        await director.get<{ role: string; clusterId: number; regionId: number }[]>('/api/managed-users');
      const row = managed.body.find((u) => u.role === 'Auditor' && u.clusterId === kakamega);
      expect(row?.regionId).toEqual(expect.any(Number));
    });

    it('reads its cluster only: another cluster is not found, the regional dashboard is not its', async () => {
      const codes = (await scoped.get<{ projectCode: string }[]>('/api/participants')).body.map(
        (c) => c.projectCode,
      );
      expect(codes.length).toBeGreaterThan(0);
      expect(new Set(codes)).toEqual(new Set(['KE0420']));
      const bungomaProject = await projectIdByCode(director, 'KE0305');
      expect((await scoped.get(`/api/audit/projects/${bungomaProject}/contributions`)).status).toBe(404);
      expect((await scoped.get(`/api/audit/groups/${group.id}/ledger`)).status).toBe(200);
      expect((await scoped.get('/api/analytics/regional')).status).toBe(403);
      expect((await scoped.get('/api/analytics/national')).status).toBe(403);
    });

    it('still writes nothing', async () => {
      const before = await eventCount(system);
      const response = await scoped.post<ErrorBody>('/api/group-savings', {
        groupId: group.id,
        memberId: 1,
        amount: 100,
        savingDate: '2026-11-02',
      });
      expect(response.status).toBe(403);
      expect(await eventCount(system)).toBe(before);
    });
  });

  it('is created by nobody below the NationalDirector: a RegionalAdmin asking for one is refused', async () => {
    const regional = await system.login('regional');
    const kakamega = await clusterIdByName(regional, 'Kakamega Cluster');
    const refused = await regional.post<ErrorBody>('/api/managed-users', {
      role: 'Auditor',
      clusterId: kakamega,
      username: 'not.auditor',
      firstName: 'Not',
      lastName: 'Auditor',
      email: 'not.auditor@example.org',
      phone: '+254711000010',
    });
    // refused, not quietly created as the ClusterAdmin the RegionalAdmin may create
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role cannot create Auditor accounts');
    await projectionsSettled(system);
    const rows = (await regional.get<{ username: string; role: string }[]>('/api/managed-users')).body;
    expect(rows.some((u) => u.username === 'not.auditor')).toBe(false);
    const asAuditor = await auditor.post<ErrorBody>('/api/managed-users', {
      role: 'Auditor',
      username: 'self.made',
      firstName: 'Self',
      lastName: 'Made',
    });
    expect(asAuditor.status).toBe(403);
  });
});
