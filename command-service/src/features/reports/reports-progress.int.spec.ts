import type { ReportRow } from '@pm/domain/reports/rows';
import { projectIdByCode } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, pdfText, waitForReport } from './report-testing';

const ROWS = 6000;

/**
 * A long report runs in the background: the request answers at once, the status route shows the rows
 * done and the percentage growing while the worker writes the PDF, then the file with every page.
 */
describe('reports: a long report in the background', () => {
  let system: System;
  let project: ApiClient;
  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
    const ke0420 = await projectIdByCode(project, 'KE0420');
    // many assets straight into the read table (thousands of commands would only slow the spec down)
    await system.db.pool.query(
      `INSERT INTO assets (id, asset_id, project_id, cluster_id, region_id, name, description, condition,
                           created_at, updated_at, last_position)
       SELECT 1000000 + i, 'LOAD-' || lpad(i::text, 5, '0'), p.id, p.cluster_id, p.region_id, 'Chair ' || i,
              'Plastic chair', 'Good', now(), now(), 0
         FROM generate_series(1, $2::int) AS i, projects p WHERE p.id = $1`,
      [ke0420, ROWS],
    );
  });
  afterAll(async () => {
    await system.stop();
  });

  it('records its progress while it runs, then offers the file', async () => {
    const started = Date.now();
    const requested = await project.post<{ id: number }>('/api/project-reports', {
      reportType: 'asset-register',
      format: 'pdf',
    });
    expect(requested.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const seen: ReportRow[] = [];
    for (;;) {
      const { body } = await project.get<ReportRow>(`/api/project-reports/${requested.body.id}`);
      seen.push(body);
      if (body.status === 'done' || body.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const running = seen.filter((r) => r.status === 'running' && r.rowsDone > 0 && r.progress < 100);
    expect(
      running.length,
      JSON.stringify(seen.map((r) => [r.status, r.progress, r.rowsDone])),
    ).toBeGreaterThan(0);
    expect(running[0]?.rowsTotal).toBeGreaterThanOrEqual(ROWS);
    const progress = seen.map((r) => r.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const done = await waitForReport(project, requested.body.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, rowsDone: done.rowsTotal });
    const text = await pdfText((await download(system, project, done.id)).body);
    expect(text).toContain('LOAD-06000');
    expect(text).toMatch(/Page (\d+) of \1/);
  }, 120_000);
});
