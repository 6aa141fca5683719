import type { RunnerLog } from '@pm/infra/jobs/job-runner';
import { type ScheduledJob, startScheduled } from '@pm/infra/jobs/scheduled';
import { type Expression, sql } from 'kysely';
import type { Pool } from 'pg';

/**
 * The read API's scheduled checks (the replay check, audit-check-job.ts; the log chain check,
 * chain-check-schedule.ts) run on the job runner the command service's jobs run on (pg-boss,
 * infra/src/jobs/job-runner.ts, docs/decisions/job-runner.md). Their schedules live in their tables
 * (audit_checks, chain_checks), not in the process: every five minutes each job looks whether a run is due
 * (its interval since the latest finished run's start), so restarts, several instances and a changed
 * interval keep one run per interval.
 */
export const LOOK_CRON = '*/5 * * * *';

/**
 * Milliseconds from now until `seconds` after `started` (a run's start), as decimal text (negative once
 * past; null without a run): when the next run is due.
 */
export const msUntil = (started: Expression<string | null>, seconds: number) =>
  sql<
    string | null
  >`(extract(epoch FROM ${started} + make_interval(secs => ${seconds}) - now()) * 1000)::text`;

/** Starts the checks that are on (a check turned off is null); answers how to stop them. */
export const startChecks = (
  pool: Pool,
  logger: RunnerLog,
  jobs: readonly (ScheduledJob | null)[],
  timing: { firstRunAfterSeconds?: number; pollMs?: number } = {},
): Promise<() => Promise<void>> => {
  const on = jobs.filter((job): job is ScheduledJob => job !== null);
  if (on.length === 0) return Promise.resolve(async () => {});
  return startScheduled(
    pool,
    logger,
    timing.firstRunAfterSeconds === undefined
      ? on
      : on.map((job) => ({ ...job, firstRunAfterSeconds: timing.firstRunAfterSeconds })),
    { firstRunAfterSeconds: 60, pollMs: timing.pollMs },
  );
};
