import { randomBytes } from 'node:crypto';
import { AfricasTalkingGateway } from '@pm/infra/sms/africas-talking';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandDeps } from '../../context';
import { type DispatcherOptions, SmsDispatcher } from './dispatcher';
import { SmsReceipts } from './receipts';

/** The callback's secret: SMS_CALLBACK_TOKEN, or one made up for this process (no report then gets in). */
export const callbackTokenOf = (deps: CommandDeps): string =>
  deps.config.smsCallbackToken ?? randomBytes(24).toString('base64url');

/**
 * Starts the receipts process (it queues receipts into the outbox, gateway or not) and the outbox
 * dispatcher with the Africa's Talking adapter when a gateway is configured (AT_API_KEY; `npm start`
 * points it at the local simulator otherwise). Answers how to stop both.
 */
export const startSmsDispatcher = (
  deps: CommandDeps,
  log: FastifyBaseLogger,
  options: Partial<DispatcherOptions> = {},
): (() => Promise<void>) => {
  const receipts = new SmsReceipts(deps, { log });
  receipts.start();
  const settings = deps.config.sms;
  if (!settings) {
    log.warn('No SMS gateway configured (AT_API_KEY): queued messages stay Pending');
    return () => receipts.stop();
  }
  const dispatcher = new SmsDispatcher(deps, {
    gateway: new AfricasTalkingGateway(settings),
    staleAfterMs: settings.timeoutMs * 2 + 10_000,
    log,
    ...options,
  });
  dispatcher.start();
  return async () => {
    await Promise.all([receipts.stop(), dispatcher.stop()]);
  };
};
