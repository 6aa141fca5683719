import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandDeps } from './context';
import { openMonthForAll } from './features/contributions/service';
import { systemPrincipal } from './lib/actor';
import { systemContext } from './lib/define-command';
import { type QueueDefinition, useJobRunner } from './lib/job-runner';

/** On the hour (Kenyan time): the first run after midnight EAT on the 1st opens the new month. */
const HOURLY = '0 * * * *';

/**
 * Hourly jobs of a 'stately' queue: across every process at most one run at a time and one waiting, so
 * two instances never run one at once nor pile runs up; a run that fails is retried after a minute, then
 * two and four, and one whose process died after its expiry.
 */
const hourly = (name: string, expireInSeconds: number): QueueDefinition => ({
  name,
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds,
});

interface Scheduled {
  readonly queue: QueueDefinition;
  readonly run: (deps: CommandDeps, logger: FastifyBaseLogger) => Promise<void>;
}

/**
 * The monthly contributions job: this month's contribution is opened for every active participant
 * (idempotent: a month is opened at most once per participant, so reruns are harmless).
 */
const monthlyContributions: Scheduled = {
  queue: hourly('monthly-contributions', 3600),
  run: async (deps, logger) => {
    const now = new Date().toISOString();
    const principal = systemPrincipal('monthly-contributions');
    const opened = await openMonthForAll(systemContext(deps, principal, now, `monthly-contributions:${now}`));
    if (opened > 0) logger.info({ opened }, 'monthly contributions opened');
  },
};

/**
 * Claims of unique keys without their stream (a process killed between reserving a key and appending,
 * before keys were taken by the append itself, or an import whose append failed) are removed, so that
 * the key is free again. Only on the PostgreSQL event store (es_streams).
 */
const uniqueKeyRepair: Scheduled = {
  queue: hourly('unique-key-repair', 600),
  run: async (deps, logger) => {
    if (!(deps.store instanceof PostgresEventStore)) return;
    const removed = await deps.uniqueKeys.repairOrphans();
    if (removed.length > 0) logger.warn({ removed }, 'unique-key claims without their stream removed');
  },
};

/**
 * Starts the hourly jobs on the job runner: each scheduled on the hour and run once soon after the start
 * (a service started mid-hour does not wait for the next). Answers how to stop them.
 */
export const startJobs = async (
  deps: CommandDeps,
  logger: FastifyBaseLogger,
  { firstRunAfterSeconds = 5, pollMs = 10_000 } = {},
): Promise<() => Promise<void>> => {
  const { runner, release } = await useJobRunner(deps.pool, logger);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const one of stops.splice(0)) await one();
    await release();
  };
  try {
    for (const { queue, run } of [monthlyContributions, uniqueKeyRepair]) {
      await runner.define(queue);
      await runner.schedule(queue.name, HOURLY);
      await runner.send(queue.name, {}, { startAfter: firstRunAfterSeconds });
      stops.push(await runner.work(queue, pollMs, () => run(deps, logger)));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
};
