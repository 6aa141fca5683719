import type { FastifyBaseLogger } from 'fastify';
import type { CommandDeps } from './context';
import { openMonthForAll } from './features/contributions/service';
import { systemPrincipal } from './lib/actor';
import { systemContext } from './lib/define-command';

/**
 * The monthly contributions job: on start and then every hour, this month's contribution is opened
 * for every active participant (idempotent, so hourly runs and several instances are harmless; the
 * first run after midnight EAT on the 1st opens the new month).
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
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
