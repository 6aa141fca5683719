import type { Database } from '@pm/infra/db/tables';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { type ScheduledJob, stately } from '@pm/infra/jobs/scheduled';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type UpdateObject } from 'kysely';
import type { Pool } from 'pg';
import { LOOK_CRON, msUntil } from './checks';
import { caughtUp, VerifyAborted, verifyAll } from './features/audit-verify-all';

/**
 * The scheduled replay check: every AUDIT_CHECK_INTERVAL_HOURS (24 by default, 0 turns it
 * off) the read API replays every group and project from the event store and compares them with the read
 * tables, storing each run in audit_checks; the SuperAdmin's bell tells of a run that found differences or
 * failed. The schedule lives in the table, not in the process: a run is due when the latest finished run
 * started longer ago than the interval, so restarts and several instances keep one run per interval.
 */

/** The run's advisory lock (727001 migrations, 727002 projector, 727003 monthly contributions). */
export const AUDIT_CHECK_LOCK = 727004;

export interface AuditCheckDeps {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export type AuditCheckOutcome =
  | { readonly ran: false }
  | { readonly ran: true; readonly id: string; readonly differences: number; readonly error: string | null };

interface RunOptions {
  readonly signal?: AbortSignal;
  /** How long the read models are given to catch up with the log before the check (30 s). */
  readonly catchUpMs?: number;
}

const now = sql<string>`now()`;

const record = (deps: AuditCheckDeps, id: string, set: UpdateObject<Database, 'audit_checks'>) =>
  execute(deps.pool, db.updateTable('audit_checks').set(set).where('id', '=', id)).catch((e: unknown) =>
    deps.logger.error({ err: e, auditCheck: id }, 'replay check could not be recorded'),
  );

const checkUnderLock = async (deps: AuditCheckDeps, options: RunOptions): Promise<AuditCheckOutcome> => {
  const { id } = (await firstRow(
    deps.pool,
    db.insertInto('audit_checks').values({ started_at: now }).returning('id'),
  ))!;
  try {
    if (!(await caughtUp(deps.pool, options.catchUpMs)))
      deps.logger.warn({ auditCheck: id }, 'replay check: the read models are still behind the log');
    const result = await verifyAll(deps.store, deps.pool, options);
    await record(deps, id, {
      finished_at: now,
      groups_checked: result.groups,
      projects_checked: result.projects,
      differences: sql`${JSON.stringify(result.differences)}::jsonb`,
    });
    const summary = {
      auditCheck: id,
      groups: result.groups,
      projects: result.projects,
      differences: result.differences.length,
    };
    if (result.differences.length > 0)
      deps.logger.warn(
        { ...summary, first: result.differences.slice(0, 20) },
        'replay check found differences between the event store and the read tables',
      );
    else deps.logger.info(summary, 'replay check: the read tables agree with the event store');
    return { ran: true, id, differences: result.differences.length, error: null };
  } catch (e) {
    if (e instanceof VerifyAborted) {
      // left unfinished: not a failure to tell the SuperAdmin of, and due again once the service is back
      await record(deps, id, { error: e.message });
      deps.logger.info({ auditCheck: id }, 'replay check interrupted by the shutdown');
      return { ran: true, id, differences: 0, error: e.message };
    }
    const message = e instanceof Error ? e.message : String(e);
    await record(deps, id, { finished_at: now, error: message });
    deps.logger.error({ err: e, auditCheck: id }, 'replay check failed');
    return { ran: true, id, differences: 0, error: message };
  }
};

/**
 * One run, unless another instance holds the lock (then nothing is done or stored). Never throws: a
 * failure is stored in the run's row and logged.
 */
export const runAuditCheck = async (
  deps: AuditCheckDeps,
  options: RunOptions = {},
): Promise<AuditCheckOutcome> => {
  try {
    const client = await deps.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
        AUDIT_CHECK_LOCK,
      ]);
      if (!rows[0]?.ok) {
        deps.logger.info('replay check skipped: another instance is running it');
        return { ran: false };
      }
      try {
        return await checkUnderLock(deps, options);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [AUDIT_CHECK_LOCK]).catch(() => {});
      }
    } finally {
      client.release();
    }
  } catch (e) {
    deps.logger.error({ err: e }, 'replay check could not start');
    return { ran: false };
  }
};

/** Milliseconds until the next run is due (0 or less: due now, as when no run ever finished). */
export const msUntilDue = async (pool: Pool, intervalHours: number): Promise<number> => {
  const row = await firstRow(
    pool,
    db
      .selectFrom('audit_checks')
      .select((eb) => msUntil(eb.fn.max('started_at'), intervalHours * 3600).as('wait'))
      .where('finished_at', 'is not', null),
  );
  return row?.wait == null ? 0 : Number(row.wait);
};

export interface AuditScheduleOptions {
  /** AUDIT_CHECK_INTERVAL_HOURS: 0 turns the check off. */
  readonly intervalHours: number;
}

/**
 * The replay check as a scheduled job (read-api/src/checks.ts): every few minutes it looks whether a run
 * is due and runs it; null when the check is off. Its queue keeps one run at a time across instances, the
 * advisory lock too (a run that outlives the queue's expiry, or one started by hand).
 */
export const auditCheckJob = (
  deps: AuditCheckDeps,
  { intervalHours }: AuditScheduleOptions,
): ScheduledJob | null => {
  if (!(intervalHours > 0)) {
    deps.logger.info('replay check off (AUDIT_CHECK_INTERVAL_HOURS=0)');
    return null;
  }
  return {
    // every group and project replayed: hours on a large programme; a look that failed is looked at again
    // on the next tick rather than retried
    queue: stately('audit-check', { expireInSeconds: 6 * 3600, retryLimit: 0 }),
    cron: LOOK_CRON,
    // the service and its read models settle first
    firstRunAfterSeconds: 180,
    run: async (signal) => {
      if ((await msUntilDue(deps.pool, intervalHours)) > 0) return;
      await runAuditCheck(deps, { signal });
    },
  };
};
