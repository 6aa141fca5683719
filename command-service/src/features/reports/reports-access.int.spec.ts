import type { ReportRow } from '@pm/domain/reports/rows';
import { type ErrorBody, eventCount, projectIdByCode } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, generate, waitForReport } from './report-testing';

/** Who may request, list, follow and download which reports; refused requests store nothing. */
describe('reports: scope and validation', () => {
  let system: System;
  let admin: ApiClient;
  let project: ApiClient;
  let project2: ApiClient;
  let cluster: ApiClient;
  let regional: ApiClient;
  let facilitator: ApiClient;
  let ke0420: number;
  let ke0305: number;
  beforeAll(async () => {
    system = await startSystem();
    const login = (username: string) => system.login(username);
    [admin, project, project2, cluster, regional, facilitator] = await Promise.all([
      login('admin'),
      login('project'),
      login('project2'),
      login('cluster'),
      login('regional'),
      login('facilitator'),
    ]);
    ke0420 = await projectIdByCode(admin, 'KE0420');
    ke0305 = await projectIdByCode(admin, 'KE0305');
  });
  afterAll(async () => {
    await system.stop();
  });

  const jobCount = async () =>
    Number((await system.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM report_jobs')).rows[0]!.n);
  const participantOf = async (client: ApiClient) =>
    (await client.get<{ id: number }[]>('/api/participants')).body[0]!.id;

  it("reports on the caller's own scope, and refuses a project outside it (403)", async () => {
    const own = await generate(system, project, { reportType: 'asset-register', format: 'csv' });
    expect(own.report).toMatchObject({ projectId: ke0420, scopeName: 'Project KE0420 Kakamega Central' });
    const ofCluster = await generate(system, cluster, {
      reportType: 'children-by-age-group',
      format: 'xlsx',
    });
    expect(ofCluster.report).toMatchObject({ projectId: null, scopeName: 'Cluster Kakamega Cluster' });
    const byFacilitator = await facilitator.post<{ id: number }>('/api/project-reports', {
      reportType: 'asset-register',
      format: 'pdf',
    });
    expect(byFacilitator.status).toBe(201);
    // its completion is recorded in the log too: wait for it before counting what the refusals store
    await waitForReport(facilitator, byFacilitator.body.id);

    const before = [await eventCount(system), await jobCount()];
    const refused = await project.post<ErrorBody>('/api/project-reports', {
      reportType: 'asset-register',
      format: 'pdf',
      projectId: ke0305,
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await project.post('/api/project-reports', {
          reportType: 'asset-register',
          format: 'pdf',
          projectId: 999999,
        })
      ).status,
    ).toBe(403);
    expect((await project.get(`/api/project-reports?projectId=${ke0305}`)).status).toBe(403);
    expect([await eventCount(system), await jobCount()]).toEqual(before);
  });

  it('shows and downloads a report only to readers whose scope covers it (404 otherwise)', async () => {
    const { report, file } = await generate(system, project, {
      reportType: 'participant-register',
      format: 'xlsx',
    });
    expect((await download(system, cluster, report.id)).body.equals(file.body)).toBe(true);
    expect((await download(system, regional, report.id)).status).toBe(200);
    expect((await download(system, project, report.id)).body.equals(file.body)).toBe(true); // again
    expect((await download(system, project2, report.id)).status).toBe(404);
    expect((await project2.get(`/api/project-reports/${report.id}`)).status).toBe(404);
    expect((await project2.get(`/api/history/report-${report.id}`)).status).toBe(404);
    const ofCluster = (await cluster.get<ReportRow[]>('/api/project-reports')).body.find((r) =>
      r.scopeName.startsWith('Cluster'),
    )!;
    expect((await download(system, project, ofCluster.id)).status).toBe(404);
    expect((await download(system, cluster, ofCluster.id)).status).toBe(200);

    const ids = async (client: ApiClient) =>
      (await client.get<ReportRow[]>('/api/project-reports')).body.map((r) => r.id);
    expect(await ids(cluster)).toContain(report.id);
    expect(await ids(admin)).toContain(report.id);
    expect(await ids(project2)).not.toContain(report.id);
    expect(await ids(project)).not.toContain(ofCluster.id);
  });

  it('refuses bad requests with 400 or 404 and stores nothing', async () => {
    const theirs = await participantOf(project2);
    const mine = await participantOf(project);
    const before = [await eventCount(system), await jobCount()];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ reportType: 'everything', format: 'pdf' }, 400, 'Unknown report type'],
      [{ reportType: 'asset-register', format: 'docx' }, 400, 'Format must be xlsx, pdf or csv'],
      [
        { reportType: 'payments-received', format: 'pdf', from: '2026-03-01', to: '2026-02-01' },
        400,
        'The start date must not be after the end date',
      ],
      [
        { reportType: 'payments-received', format: 'pdf', from: '2026-02-30' },
        400,
        'Start date must be a valid date (YYYY-MM-DD)',
      ],
      [
        { reportType: 'payments-received', format: 'pdf', to: '3000-01-01' },
        400,
        'End date must be a valid date (YYYY-MM-DD)',
      ],
      [
        { reportType: 'asset-register', format: 'pdf', from: '2026-01-01' },
        400,
        'This report takes no date range',
      ],
      [{ reportType: 'participant-statement', format: 'pdf' }, 400, 'Please select a participant'],
      [
        { reportType: 'participant-statement', format: 'pdf', participantId: theirs },
        404,
        'Participant not found',
      ],
      [
        { reportType: 'participant-statement', format: 'pdf', participantId: 2_000_000 },
        404,
        'Participant not found',
      ],
      [{ reportType: 'x'.repeat(5000), format: 'pdf' }, 400, 'Unknown report type'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await project.post<ErrorBody>('/api/project-reports', body);
      expect(refused.status, message).toBe(status);
      expect(refused.body.message).toBe(message);
    }
    const wrongProject = await admin.post<ErrorBody>('/api/project-reports', {
      reportType: 'participant-statement',
      format: 'pdf',
      participantId: mine,
      projectId: ke0305,
    });
    expect(wrongProject.status).toBe(404);
    expect([await eventCount(system), await jobCount()]).toEqual(before);
  });

  it("answers the screen's cards over the scope, and the catalogue of the nine reports", async () => {
    const stats = await project.get<Record<string, number>>('/api/project-reports/stats');
    const dashboard = await project.get<{
      totalParticipants: number;
      contributions: { collectionRate: number };
      assets: { total: number };
    }>('/api/dashboard/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalParticipants: dashboard.body.totalParticipants,
      totalAssets: dashboard.body.assets.total,
      collectionRate: dashboard.body.contributions.collectionRate,
    });
    expect(stats.body.monthlyCollections).toBeGreaterThanOrEqual(0);
    expect((await project2.get(`/api/project-reports/stats?projectId=${ke0420}`)).status).toBe(403);
    const catalogue = await facilitator.get<{ type: string; group: string; formats: string[] }[]>(
      '/api/project-reports/catalog',
    );
    expect(catalogue.body).toHaveLength(9);
    expect(new Set(catalogue.body.map((k) => k.group))).toEqual(
      new Set(['Participant', 'Financial', 'Asset']),
    );
    expect(catalogue.body.every((k) => k.formats.join() === 'xlsx,pdf,csv')).toBe(true);
  });

  it('shows progress while a report runs and records a failure when it cannot be produced', async () => {
    const requested = await project.post<{ id: number }>('/api/project-reports', {
      reportType: 'monthly-collections',
      format: 'pdf',
    });
    const status = await project.get<ReportRow>(`/api/project-reports/${requested.body.id}`);
    expect(['queued', 'running', 'done']).toContain(status.body.status);
    expect(status.body.progress).toBeGreaterThanOrEqual(0);
    const done = await waitForReport(project, requested.body.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, format: 'pdf' });
    expect(done.size).toBeGreaterThan(0);

    // the file cannot be stored (a constraint no file meets): the report fails, says so and keeps no file
    await system.db.pool.query('ALTER TABLE report_files ADD CONSTRAINT no_files CHECK (size < 0) NOT VALID');
    try {
      const failing = await project.post<{ id: number }>('/api/project-reports', {
        reportType: 'asset-register',
        format: 'csv',
      });
      const failed = await waitForReport(project, failing.body.id);
      expect(failed).toMatchObject({
        status: 'failed',
        error: 'The report could not be produced',
        fileName: null,
      });
      expect((await download(system, project, failing.body.id)).status).toBe(409);
      const history = await project.get<{ type: string }[]>(`/api/history/report-${failing.body.id}`);
      expect(history.body.map((e) => e.type)).toEqual(['ReportRequested', 'ReportFailed']);
    } finally {
      await system.db.pool.query('ALTER TABLE report_files DROP CONSTRAINT no_files');
    }
  });
});
