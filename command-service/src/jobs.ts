import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandDeps } from './context';
import { openMonthForAll } from './features/contributions/service';
import { systemPrincipal } from './lib/actor';
import { systemContext } from './lib/define-command';

/**
 * The monthly contributions job: on start and then every hour, this month's contribution is opened
 * for every active participant (idempotent, so hourly runs and several instances are harmless; the
 * first run after midnight EAT on the 1st opens the new month). The repair of orphaned unique-key
 * claims runs at the same times.
 */
export const startJobs = (
  deps: CommandDeps,
  logger: FastifyBaseLogger,
  intervalMs = 3_600_000,
): (() => void) => {
  const principal = systemPrincipal('monthly-contributions');
  const run = () => {
    const now = new Date().toISOString();
    return openMonthForAll(systemContext(deps, principal, now, `monthly-contributions:${now}`))
      .then((opened) => {
        if (opened > 0) logger.info({ opened }, 'monthly contributions opened');
      })
      .catch((e: unknown) => logger.error({ err: e }, 'monthly contributions job failed'));
  };
  // Claims of unique keys without their stream (a process killed between reserving a key and appending,
  // before keys were taken by the append itself, or an import whose append failed): removed on start and
  // every hour, so that the key is free again. Only on the PostgreSQL event store (es_streams).
  const repair = async () => {
    if (!(deps.store instanceof PostgresEventStore)) return;
    const removed = await deps.uniqueKeys.repairOrphans();
    if (removed.length > 0) logger.warn({ removed }, 'unique-key claims without their stream removed');
  };
  const both = () =>
    Promise.all([
      run(),
      repair().catch((e: unknown) => logger.error({ err: e }, 'unique-key repair failed')),
    ]);
  const first = setTimeout(both, 5_000);
  const timer = setInterval(both, intervalMs);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
