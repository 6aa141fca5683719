import type { ReportFormat, ReportType } from '@pm/domain/reports/catalog';
import { inTransaction } from '@pm/infra/db/pool';
import { db, execute, firstRow, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
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

const now = sql<string>`now()`;
/** A report not yet done or failed. */
const UNFINISHED = [sql.lit('queued'), sql.lit('running')];

/**
 * The report of a job, marked running (again, when a run of it was interrupted); null when it is done,
 * failed or gone. Which process runs it, and when again, is pg-boss's (worker.ts).
 */
export const claim = async (pool: pg.Pool, id: number): Promise<JobRow | null> => {
  const row = await firstRow(
    pool,
    db
      .updateTable('report_jobs')
      .set((eb) => ({
        status: sql.lit('running'),
        attempts: eb('attempts', '+', 1),
        started_at: now,
        heartbeat_at: now,
        progress: 5,
      }))
      .where('id', '=', id)
      .where('status', 'in', UNFINISHED)
      .returning([
        'id',
        'report_type as reportType',
        'format',
        'from_date as from',
        'to_date as to',
        'participant_id as participantId',
        'region_id as regionId',
        'cluster_id as clusterId',
        'project_id as projectId',
        'requested_by as requestedBy',
        'request_position as requestPosition',
      ])
      .$narrowType<Pick<JobRow, 'reportType' | 'format'>>(),
  );
  return row ?? null;
};

/** The reports not yet done or failed, oldest first. */
export const unfinished = async (pool: pg.Pool): Promise<number[]> =>
  (
    await rows(
      pool,
      db.selectFrom('report_jobs').select('id').where('status', 'in', UNFINISHED).orderBy('id'),
    )
  ).map((r) => r.id);

export const recordProgress = async (
  pool: pg.Pool,
  id: number,
  done: number,
  total: number,
  progress: number,
): Promise<void> => {
  await execute(
    pool,
    db
      .updateTable('report_jobs')
      .set({ rows_done: done, rows_total: total, progress: Math.min(99, progress), heartbeat_at: now })
      .where('id', '=', id)
      .where('status', '=', sql.lit('running')),
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
    await execute(
      client,
      db
        .insertInto('report_files')
        .values({
          report_id: id,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.content.length,
          content: file.content,
        })
        .onConflict((oc) =>
          oc.column('report_id').doUpdateSet((eb) => ({
            file_name: eb.ref('excluded.file_name'),
            content_type: eb.ref('excluded.content_type'),
            size: eb.ref('excluded.size'),
            content: eb.ref('excluded.content'),
            created_at: now,
          })),
        ),
    );
    await execute(
      client,
      db
        .updateTable('report_jobs')
        .set({
          status: sql.lit('done'),
          progress: 100,
          rows_done: file.rows,
          rows_total: file.rows,
          finished_at: now,
        })
        .where('id', '=', id),
    );
    await record();
  });
};

export const markFailed = async (pool: pg.Pool, id: number, reason: string): Promise<boolean> =>
  (await execute(
    pool,
    db
      .updateTable('report_jobs')
      .set({ status: sql.lit('failed'), error: reason, finished_at: now })
      .where('id', '=', id)
      .where('status', 'in', UNFINISHED),
  )) === 1;

export const requeue = async (pool: pg.Pool, id: number): Promise<void> => {
  await execute(
    pool,
    db
      .updateTable('report_jobs')
      .set({ status: sql.lit('queued'), progress: 0 })
      .where('id', '=', id)
      .where('status', '=', sql.lit('running')),
  );
};
