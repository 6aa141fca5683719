import type { NationalAnalytics, RegionalAnalytics } from '@pm/domain/api/analytics-queries';
import { projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface DashboardStats {
  totalParticipants: number;
  contributions: { totalPaid: number; totalOutstanding: number };
}

/** GET /api/analytics/regional and /national: who reads what, and figures that add up to the projects'. */
describe('regional and national analytics', () => {
  let system: System;
  let regional: ApiClient;
  let director: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [regional, director, admin] = await Promise.all([
      system.login('regional'),
      system.login('director'),
      system.login('admin'),
    ]);
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  const dashboardOf = async (projectId: number) =>
    (await admin.get<DashboardStats>(`/api/dashboard/stats?projectId=${projectId}`)).body;

  it("gives a RegionalAdmin their region, with figures equal to the sum of its projects' dashboards", async () => {
    const response = await regional.get<RegionalAnalytics>('/api/analytics/regional');
    expect(response.status).toBe(200);
    const western = response.body;
    expect(western.region.name).toBe('Western');
    expect(western.clusters.map((c) => c.name)).toEqual(['Bungoma Cluster', 'Kakamega Cluster']);
    expect(western.totalProjects).toBe(3);
    const projects = western.clusters.flatMap((c) => c.projects);
    let participants = 0;
    let paid = 0;
    let outstanding = 0;
    for (const p of projects) {
      const stats = await dashboardOf(p.id);
      expect(p.figures.participants, p.code).toBe(stats.totalParticipants);
      expect(p.figures.contributionsPaid, p.code).toBeCloseTo(stats.contributions.totalPaid, 2);
      participants += stats.totalParticipants;
      paid += stats.contributions.totalPaid;
      outstanding += stats.contributions.totalOutstanding;
    }
    expect(western.totalParticipants).toBe(participants);
    expect(western.totalContributions).toBeCloseTo(paid, 2);
    expect(western.figures.contributionsOutstanding).toBeCloseTo(outstanding, 2);
    expect(western.totalParticipants).toBeGreaterThan(0);
    expect(western.totalSavingGroups).toBe(2);
    expect(western.figures.members).toBeGreaterThan(0);
    const months = western.months.map((m) => m.month);
    expect(months.length).toBeGreaterThan(0);
    expect([...months].sort()).toEqual(months);
  });

  it('refuses another region to a RegionalAdmin, and the dashboards to the roles below', async () => {
    const regions = (await admin.get<{ id: number; name: string }[]>('/api/regions')).body;
    const nairobi = regions.find((r) => r.name === 'Nairobi')!;
    expect((await regional.get(`/api/analytics/regional?regionId=${nairobi.id}`)).status).toBe(403);
    for (const username of ['cluster', 'project', 'facilitator']) {
      const client = await system.login(username);
      expect((await client.get('/api/analytics/regional')).status, username).toBe(403);
      expect((await client.get('/api/analytics/national')).status, username).toBe(403);
    }
    expect((await regional.get('/api/analytics/national')).status).toBe(403);
    const picked = await director.get<RegionalAnalytics>(`/api/analytics/regional?regionId=${nairobi.id}`);
    expect(picked.body.region.name).toBe('Nairobi');
    expect((await director.get('/api/analytics/regional?regionId=999999')).status).toBe(404);
  });

  it("narrows the region to one cluster (?clusterId=), whose figures are its projects' sums", async () => {
    const western = (await regional.get<RegionalAnalytics>('/api/analytics/regional')).body;
    const kakamega = western.clusters.find((c) => c.name === 'Kakamega Cluster')!;
    const focused = await regional.get<RegionalAnalytics>(`/api/analytics/regional?clusterId=${kakamega.id}`);
    expect(focused.status).toBe(200);
    expect(focused.body.cluster).toEqual({ id: kakamega.id, name: 'Kakamega Cluster' });
    expect(focused.body.totalProjects).toBe(2);
    expect(focused.body.clusters.map((c) => c.id)).toEqual([kakamega.id]);
    expect(focused.body.totalParticipants).toBe(
      kakamega.projects.reduce((n, p) => n + p.figures.participants, 0),
    );
    expect(focused.body.figures).toEqual(kakamega.figures);
    const nairobiEast = (
      await director.get<RegionalAnalytics>(
        '/api/analytics/regional?regionId=' +
          (
            await admin.get<{ id: number; name: string }[]>('/api/regions')
          ).body.find((r) => r.name === 'Nairobi')!.id,
      )
    ).body.clusters[0]!;
    expect((await regional.get(`/api/analytics/regional?clusterId=${nairobiEast.id}`)).status).toBe(404);
    const byCluster = await director.get<RegionalAnalytics>(
      `/api/analytics/regional?clusterId=${nairobiEast.id}`,
    );
    expect(byCluster.body.region.name).toBe('Nairobi');
  });

  it('rolls the regions up into the national figures', async () => {
    const response = await director.get<NationalAnalytics>('/api/analytics/national');
    expect(response.status).toBe(200);
    const national = response.body;
    expect(national.totalRegions).toBe(2);
    expect(national.totalClusters).toBe(3);
    expect(national.totalProjects).toBe(4);
    const sum = (f: (r: NationalAnalytics['regionSummary'][number]) => number) =>
      national.regionSummary.reduce((n, r) => n + f(r), 0);
    expect(national.totalParticipants).toBe(sum((r) => r.participantCount));
    expect(national.totalSavingGroups).toBe(sum((r) => r.savingGroupCount));
    expect(national.totalContributions).toBeCloseTo(
      sum((r) => r.figures.contributionsPaid),
      2,
    );
    expect(national.projects[0]?.code).toBe('KE0420');
  });

  it('answers the period asked for, and refuses one that is not YYYY-MM', async () => {
    const period = await regional.get<RegionalAnalytics>('/api/analytics/regional?from=2026-01&to=2026-03');
    expect(period.body.period).toEqual({ from: '2026-01', to: '2026-03' });
    expect(period.body.months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    const swapped = await regional.get<RegionalAnalytics>('/api/analytics/regional?from=2026-03&to=2026-01');
    expect(swapped.body.period).toEqual({ from: '2026-01', to: '2026-03' });
    for (const bad of ['from=2026-13', 'to=26-01', 'from=2026-01-01', 'regionId=abc', 'from=%00'])
      expect((await regional.get(`/api/analytics/regional?${bad}`)).status, bad).toBe(400);
  });
});
