import { db, firstRow } from '@pm/infra/db/typed';
import { type ScheduledJob, stately } from '@pm/infra/jobs/scheduled';
import type { Pool } from 'pg';
import { type ChainCheckDeps, runChainCheck } from './chain-check-job';
import { LOOK_CRON, msUntil } from './checks';

/** How long until the next run is due, and whether it is the full pass (0 or less: due now). */
export const nextChainCheck = async (
  pool: Pool,
  intervalHours: number,
  fullIntervalHours: number,
): Promise<{ readonly waitMs: number; readonly full: boolean }> => {
  const row = await firstRow(
    pool,
    db
      .selectFrom('chain_checks')
      .select((eb) => [
        msUntil(eb.fn.max('started_at'), intervalHours * 3600).as('wait'),
        msUntil(
          eb.fn
            .max('started_at')
            .filterWhere((fb) => fb.and([fb.ref('full_check'), fb('error', 'is', null)])),
          fullIntervalHours * 3600,
        ).as('fullWait'),
      ])
      .where('finished_at', 'is not', null),
  );
  const wait = row?.wait == null ? 0 : Number(row.wait);
  const fullWait = row?.fullWait == null ? 0 : Number(row.fullWait);
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
