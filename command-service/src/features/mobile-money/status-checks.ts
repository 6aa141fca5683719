import type { MpesaConfig } from '@pm/infra/config/settings';
import { db, execute, firstRow, rows } from '@pm/infra/db/typed';
import type { StatusResult } from '@pm/infra/mpesa/callbacks';
import { MobileMoneyError, type MobileMoneyGateway } from '@pm/infra/mpesa/port';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { type IncomingPayment, receiveMobilePayment } from './receive';

/**
 * Confirmations with doubts, held until M-Pesa itself confirms them (docs/domain/mobile-money.md,
 * "Callbacks"). A paybill confirmation whose sender cannot be told apart from anyone else (no
 * MPESA_CALLBACK_SOURCES configured) is not recorded from its own word: it is kept in
 * mpesa_status_checks, M-Pesa's Transaction Status is asked about the receipt, and the payment is recorded
 * only when the answer says the receipt was completed for the same amount, with M-Pesa's amount.
 */

/** Whether a confirmation needs Transaction Status: a gateway to ask, and no list of M-Pesa's addresses. */
export const isDoubtful = (config: MpesaConfig): boolean =>
  config.daraja !== null && config.callbackSources.length === 0;

/** How often a receipt is asked about before it is left for staff (the statement's reconciliation). */
export const STATUS_ATTEMPTS = 5;

/** Asks Transaction Status about a held receipt and notes the question; a refusal is left for the retry. */
const ask = async (deps: CommandDeps, gateway: MobileMoneyGateway, receipt: string): Promise<void> => {
  try {
    const { conversationId } = await gateway.transactionStatus(receipt);
    await execute(
      deps.pool,
      db
        .updateTable('mpesa_status_checks')
        .set((eb) => ({
          conversation_id: conversationId,
          asked_at: sql<string>`now()`,
          attempts: eb('attempts', '+', 1),
        }))
        .where('receipt', '=', receipt),
    );
  } catch (e) {
    if (!(e instanceof MobileMoneyError)) throw e;
    await execute(
      deps.pool,
      db
        .updateTable('mpesa_status_checks')
        .set((eb) => ({ asked_at: sql<string>`now()`, attempts: eb('attempts', '+', 1) }))
        .where('receipt', '=', receipt),
    );
  }
};

/** Holds a doubtful confirmation (once per receipt) and asks M-Pesa about it. */
export const holdForStatus = async (
  deps: CommandDeps,
  gateway: MobileMoneyGateway,
  payment: IncomingPayment,
): Promise<void> => {
  const held = await execute(
    deps.pool,
    db
      .insertInto('mpesa_status_checks')
      .values({ receipt: payment.receipt, payment: JSON.stringify(payment) })
      .onConflict((oc) => oc.column('receipt').doNothing()),
  );
  // a confirmation delivered again while its question is out asks nothing more
  if (held > 0) await ask(deps, gateway, payment.receipt);
};

export type StatusOutcome = 'recorded' | 'not-found' | 'not-completed' | 'amount-differs' | 'unknown';

/**
 * M-Pesa's answer about a held receipt: the payment is recorded when it says completed for the amount the
 * confirmation claimed (its own amount is the one recorded); otherwise nothing is recorded and the outcome
 * says why. An answer for no question of ours changes nothing.
 */
export const answerStatus = async (deps: CommandDeps, result: StatusResult): Promise<StatusOutcome> => {
  const check = await firstRow(
    deps.pool,
    db
      .selectFrom('mpesa_status_checks')
      .select(['receipt', 'payment'])
      .where('conversation_id', '=', result.conversationId)
      .where('outcome', 'is', null),
  );
  if (!check) return 'unknown';
  const claimed = (
    typeof check.payment === 'string' ? JSON.parse(check.payment) : check.payment
  ) as IncomingPayment;
  const outcome: StatusOutcome =
    !result.found || result.receipt !== check.receipt
      ? 'not-found'
      : !result.completed
        ? 'not-completed'
        : result.amount !== claimed.amount
          ? 'amount-differs'
          : 'recorded';
  // M-Pesa's own amount, which the check above found equal to the one claimed
  if (outcome === 'recorded' && result.found)
    await receiveMobilePayment(deps, { ...claimed, amount: result.amount });
  await execute(
    deps.pool,
    db
      .updateTable('mpesa_status_checks')
      .set({ outcome, answered_at: sql<string>`now()` })
      .where('receipt', '=', check.receipt),
  );
  return outcome;
};

/** Asks again about held receipts whose answer has not come (a timeout, a lost callback, a restart). */
export const askAgain = async (
  deps: CommandDeps,
  gateway: MobileMoneyGateway,
  olderThanMinutes = 10,
): Promise<number> => {
  const waiting = await rows(
    deps.pool,
    db
      .selectFrom('mpesa_status_checks')
      .select('receipt')
      .where('outcome', 'is', null)
      .where('attempts', '<', STATUS_ATTEMPTS)
      .where((eb) =>
        eb.or([
          eb('asked_at', 'is', null),
          eb('asked_at', '<', sql<string>`now() - make_interval(mins => ${olderThanMinutes})`),
        ]),
      )
      .orderBy('received_at')
      .limit(100),
  );
  for (const { receipt } of waiting) await ask(deps, gateway, receipt);
  return waiting.length;
};
