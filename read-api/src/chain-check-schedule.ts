import { type ScheduledJob, stately } from '@pm/infra/jobs/scheduled';
import type { Pool } from 'pg';
import { type ChainCheckDeps, runChainCheck } from './chain-check-job';
import { LOOK_CRON } from './checks';

/** How long until the next run is due, and whether it is the full pass (0 or less: due now). */
export const nextChainCheck = async (
  pool: Pool,
  intervalHours: number,
  fullIntervalHours: number,
): Promise<{ readonly waitMs: number; readonly full: boolean }> => {
  const { rows } = await pool.query<{ wait: string | null; full_wait: string | null }>(
    `SELECT (extract(epoch FROM max(started_at) + make_interval(secs => $1) - now()) * 1000)::text AS wait,
            (extract(epoch FROM max(started_at) FILTER (WHERE full_check AND error IS NULL)
               + make_interval(secs => $2) - now()) * 1000)::text AS full_wait
       FROM chain_checks WHERE finished_at IS NOT NULL`,
    [intervalHours * 3600, fullIntervalHours * 3600],
  );
  const wait = rows[0]?.wait == null ? 0 : Number(rows[0].wait);
  const fullWait = rows[0]?.full_wait == null ? 0 : Number(rows[0].full_wait);
  return { waitMs: wait, full: fullIntervalHours > 0 && fullWait <= Math.max(wait, 0) };
};

export interface ChainScheduleOptions {
  /** CHAIN_CHECK_INTERVAL_HOURS: 0 turns the check (and the signing) off. */
  readonly intervalHours: number;
  /** CHAIN_FULL_CHECK_INTERVAL_HOURS: how often a run recomputes from position 1 (0: only when needed). */
  readonly fullIntervalHours: number;
}

/**
 * The chain check as a scheduled job (read-api/src/checks.ts): every few minutes it looks whether a run is
 * due, and whether it is the full pass, and runs it; null when the check is off.
 */
export const chainCheckJob = (
  deps: ChainCheckDeps,
  { intervalHours, fullIntervalHours }: ChainScheduleOptions,
): ScheduledJob | null => {
  if (!(intervalHours > 0)) {
    deps.logger.info('log chain check off (CHAIN_CHECK_INTERVAL_HOURS=0)');
    return null;
  }
  return {
    queue: stately('chain-check', { expireInSeconds: 2 * 3600, retryLimit: 0 }),
    cron: LOOK_CRON,
    firstRunAfterSeconds: 60,
    run: async () => {
      const next = await nextChainCheck(deps.pool, intervalHours, fullIntervalHours);
      if (next.waitMs > 0) return;
      await runChainCheck(deps, { full: next.full });
    },
  };
};
