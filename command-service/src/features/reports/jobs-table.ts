import type { ReportFormat, ReportType } from '@pm/domain/reports/catalog';
import { inTransaction } from '@pm/infra/db/pool';
import type pg from 'pg';

/** The report_jobs and report_files tables (infra/migrations/0010_reports.sql), as the worker uses them. */

export interface JobRow {
  id: number;
  reportType: ReportType;
  format: ReportFormat;
  from: string | null;
  to: string | null;
  participantId: number | null;
  regionId: number | null;
  clusterId: number | null;
  projectId: number | null;
  requestedBy: string;
  requestPosition: string;
}

const ROW = `id, report_type AS "reportType", format, to_char(from_date, 'YYYY-MM-DD') AS "from",
  to_char(to_date, 'YYYY-MM-DD') AS "to", participant_id AS "participantId", region_id AS "regionId",
  cluster_id AS "clusterId", project_id AS "projectId", requested_by AS "requestedBy",
  request_position::text AS "requestPosition"`;

/**
 * The report of a job, marked running (again, when a run of it was interrupted); null when it is done,
 * failed or gone. Which process runs it, and when again, is pg-boss's (worker.ts).
 */
export const claim = async (pool: pg.Pool, id: number): Promise<JobRow | null> => {
  const result = await pool.query<JobRow>(
    `UPDATE report_jobs SET status = 'running', attempts = attempts + 1, started_at = now(), heartbeat_at = now(),
            progress = 5
      WHERE id = $1 AND status IN ('queued', 'running')
      RETURNING ${ROW}`,
    [id],
  );
  return result.rows[0] ?? null;
};

/** The reports not yet done or failed, oldest first. */
export const unfinished = async (pool: pg.Pool): Promise<number[]> =>
  (
    await pool.query<{ id: number }>(
      `SELECT id FROM report_jobs WHERE status IN ('queued', 'running') ORDER BY id`,
    )
  ).rows.map((r) => r.id);

export const recordProgress = async (
  pool: pg.Pool,
  id: number,
  done: number,
  total: number,
  progress: number,
): Promise<void> => {
  await pool.query(
    `UPDATE report_jobs SET rows_done = $2, rows_total = $3, progress = $4, heartbeat_at = now()
      WHERE id = $1 AND status = 'running'`,
    [id, done, total, Math.min(99, progress)],
  );
};

/**
 * Stores the file and marks the report done in one transaction, committed only once `record` (the
 * ReportGenerated append) succeeded: a downloadable report always has its event.
 */
export const storeFile = async (
  pool: pg.Pool,
  id: number,
  file: { fileName: string; contentType: string; content: Buffer; rows: number },
  record: () => Promise<unknown>,
): Promise<void> => {
  await inTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO report_files (report_id, file_name, content_type, size, content) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (report_id) DO UPDATE SET file_name = EXCLUDED.file_name, content_type = EXCLUDED.content_type,
              size = EXCLUDED.size, content = EXCLUDED.content, created_at = now()`,
      [id, file.fileName, file.contentType, file.content.length, file.content],
    );
    await client.query(
      `UPDATE report_jobs SET status = 'done', progress = 100, rows_done = $2, rows_total = $2, finished_at = now()
        WHERE id = $1`,
      [id, file.rows],
    );
    await record();
  });
};

export const markFailed = async (pool: pg.Pool, id: number, reason: string): Promise<boolean> =>
  (
    await pool.query(
      `UPDATE report_jobs SET status = 'failed', error = $2, finished_at = now()
        WHERE id = $1 AND status IN ('queued', 'running')`,
      [id, reason],
    )
  ).rowCount === 1;

export const requeue = async (pool: pg.Pool, id: number): Promise<void> => {
  await pool.query(
    `UPDATE report_jobs SET status = 'queued', progress = 0 WHERE id = $1 AND status = 'running'`,
    [id],
  );
};
