import type pg from 'pg';
import { type QueueDefinition, type RunnerLog, useJobRunner } from './job-runner';

/** A job run on a cron schedule, on a 'stately' queue (see `stately`). */
export interface ScheduledJob {
  readonly queue: QueueDefinition;
  /** pg-boss's cron (minutes at the finest), in Kenyan time. */
  readonly cron: string;
  /** One run; `stopping` aborts when the service stops. Throwing hands the job back for a retry. */
  readonly run: (stopping: AbortSignal) => Promise<void>;
  /** The first run after the start, instead of the timing's (`ScheduleTiming.firstRunAfterSeconds`). */
  readonly firstRunAfterSeconds?: number;
}

/**
 * A queue on which, across every process, at most one run is going and one waiting: two instances never
 * run a scheduled job at once nor pile runs up. A run that fails is retried after `retryDelay` seconds,
 * doubled each time; one whose process died is taken back after its expiry.
 */
export const stately = (
  name: string,
  {
    expireInSeconds,
    retryLimit = 3,
    retryDelay = 60,
  }: { expireInSeconds: number; retryLimit?: number; retryDelay?: number },
): QueueDefinition => ({
  name,
  policy: 'stately',
  retryLimit,
  retryDelay,
  retryBackoff: true,
  expireInSeconds,
});

export interface ScheduleTiming {
  /** The first run after the start, so a service started between two ticks does not wait for the next. */
  readonly firstRunAfterSeconds: number;
  /** How often an idle worker looks for a job (a job sent by this process wakes it at once). */
  readonly pollMs?: number;
}

/**
 * Starts the jobs on the pool's job runner (one per process, shared with the process's other queues): each
 * queue defined, its cron set, one run sent to start soon, and a worker. Answers how to stop them (waits for
 * a running job, within the runner's grace).
 */
export const startScheduled = async (
  pool: pg.Pool,
  log: RunnerLog,
  jobs: readonly ScheduledJob[],
  { firstRunAfterSeconds, pollMs = 10_000 }: ScheduleTiming,
): Promise<() => Promise<void>> => {
  const { runner, release } = await useJobRunner(pool, log);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const one of stops.splice(0)) await one();
    await release();
  };
  try {
    for (const { queue, cron, run, ...job } of jobs) {
      await runner.define(queue);
      await runner.schedule(queue.name, cron);
      await runner.send(queue.name, {}, { startAfter: job.firstRunAfterSeconds ?? firstRunAfterSeconds });
      stops.push(await runner.work(queue, pollMs, (_job, stopping) => run(stopping)));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
};
