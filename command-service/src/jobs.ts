import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import type { QueueDefinition } from '@pm/infra/jobs/job-runner';
import { startScheduled, stately } from '@pm/infra/jobs/scheduled';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandDeps } from './context';
import { openMonthForAll } from './features/contributions/service';
import { mobileMoneyGateway } from './features/mobile-money/gateway';
import { askAgain, isDoubtful } from './features/mobile-money/status-checks';
import { sweepPayRequests } from './features/mobile-money/stk-answers';
import { sendReminders } from './features/sms/reminders';
import { systemPrincipal } from './lib/actor';
import { systemContext } from './lib/define-command';

/** On the hour (Kenyan time): the first run after midnight EAT on the 1st opens the new month. */
const HOURLY = '0 * * * *';

interface Scheduled {
  readonly queue: QueueDefinition;
  /** When it runs (cron, Kenyan time); on the hour unless said. */
  readonly cron?: string;
  readonly run: (deps: CommandDeps, logger: FastifyBaseLogger) => Promise<void>;
}

/**
 * The monthly contributions job: this month's contribution is opened for every active participant
 * (idempotent: a month is opened at most once per participant, so reruns are harmless).
 */
const monthlyContributions: Scheduled = {
  queue: stately('monthly-contributions', { expireInSeconds: 3600 }),
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
  queue: stately('unique-key-repair', { expireInSeconds: 600 }),
  run: async (deps, logger) => {
    if (!(deps.store instanceof PostgresEventStore)) return;
    const removed = await deps.uniqueKeys.repairOrphans();
    if (removed.length > 0) logger.warn({ removed }, 'unique-key claims without their stream removed');
  },
};

/**
 * M-Pesa confirmations held for Transaction Status whose answer has not come (a timeout, a lost callback,
 * a restart) are asked about again, at most STATUS_ATTEMPTS times each (features/mobile-money/status-checks.ts).
 */
const mpesaStatusRetry: Scheduled = {
  queue: stately('mpesa-status-retry', { expireInSeconds: 600 }),
  cron: '*/5 * * * *',
  run: async (deps, logger) => {
    const gateway = mobileMoneyGateway(deps);
    if (!gateway || !isDoubtful(deps.config.mpesa)) return;
    const asked = await askAgain(deps, gateway);
    if (asked > 0) logger.info({ asked }, 'M-Pesa Transaction Status asked again');
  },
};

/**
 * Requests to pay by M-Pesa whose answer has not come are asked about and ended
 * (features/mobile-money/stk-answers.ts): every minute, as staff wait on the screen.
 */
const payRequestSweep: Scheduled = {
  queue: stately('mpesa-pay-request-sweep', { expireInSeconds: 300 }),
  cron: '* * * * *',
  run: async (deps, logger) => {
    const ended = await sweepPayRequests(deps, mobileMoneyGateway(deps));
    if (ended > 0) logger.info({ ended }, 'M-Pesa requests to pay ended without their callback');
  },
};

/**
 * SMS reminders where they are switched on (features/sms/reminders.ts): each morning at 08:00 Kenyan time,
 * and once soon after a start. Each reminder is queued at most once ever (its key), so a rerun the same
 * day, a restart or a second instance sends nothing twice.
 */
const smsReminders: Scheduled = {
  queue: stately('sms-reminders', { expireInSeconds: 3600 }),
  cron: '0 8 * * *',
  run: async (deps, logger) => {
    const sent = await sendReminders(deps, new Date().toISOString());
    if (sent.queued + sent.refused > 0) logger.info(sent, 'SMS reminders queued');
  },
};

/**
 * Starts the hourly jobs on the job runner (stately queues: across every process one run at a time and one
 * waiting): each scheduled on the hour and run once soon after the start (a service started mid-hour does
 * not wait for the next). Answers how to stop them.
 */
export const startJobs = (
  deps: CommandDeps,
  logger: FastifyBaseLogger,
  { firstRunAfterSeconds = 5, pollMs = 10_000 } = {},
): Promise<() => Promise<void>> =>
  startScheduled(
    deps.pool,
    logger,
    [monthlyContributions, uniqueKeyRepair, mpesaStatusRetry, payRequestSweep, smsReminders].map(
      ({ queue, cron, run }) => ({
        queue,
        cron: cron ?? HOURLY,
        run: () => run(deps, logger),
      }),
    ),
    { firstRunAfterSeconds, pollMs },
  );
