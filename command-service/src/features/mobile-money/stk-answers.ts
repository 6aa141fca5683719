import { payRequestOutcomeOf, payRequestsDecider, payRequestsStream } from '@pm/domain';
import { db, execute, firstRow, rows } from '@pm/infra/db/typed';
import type { StkOutcome } from '@pm/infra/mpesa/callbacks';
import { MobileMoneyError, type MobileMoneyGateway } from '@pm/infra/mpesa/port';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { loadAggregate } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { endRequest } from './pay-requests';
import { receiveMobilePayment } from './receive';
import { holdForStatus } from './status-checks';

/**
 * M-Pesa's answers to requests to pay (docs/domain/mobile-money.md, "Requests to pay"): the STK callback,
 * and, for a request whose callback never came, the sweep's own question (STK query).
 */

interface Noted {
  readonly requestId: string;
  readonly participantId: number;
}

/** The request a CheckoutRequestID names. Its note is written right after M-Pesa answers the push; a
 * callback quicker than that waits for it, briefly. */
const requestOf = async (deps: CommandDeps, checkoutRequestId: string): Promise<Noted | null> => {
  const deadline = Date.now() + 3000;
  for (;;) {
    const row = await firstRow(
      deps.pool,
      db
        .selectFrom('mpesa_pay_requests')
        .select(['request_id as requestId', 'participant_id as participantId'])
        .where('checkout_request_id', '=', checkoutRequestId),
    );
    if (row || Date.now() > deadline) return row ?? null;
    await new Promise((r) => setTimeout(r, 100));
  }
};

const settled = (deps: CommandDeps, requestId: string) =>
  execute(
    deps.pool,
    db
      .updateTable('mpesa_pay_requests')
      .set({ settled_at: sql<string>`now()` })
      .where('request_id', '=', requestId),
  );

/**
 * A paid callback with doubts (its sender not known: status-checks.ts isDoubtful) counts only when it is for
 * the amount the request asked and M-Pesa's own STK query says the request was paid; otherwise nothing is
 * recorded and the sweep asks again.
 */
const confirmedPaid = async (gateway: MobileMoneyGateway, checkoutRequestId: string, sameAmount: boolean) => {
  if (!sameAmount) return false;
  try {
    return (await gateway.stkQuery(checkoutRequestId)).resultCode === 0;
  } catch (e) {
    if (e instanceof MobileMoneyError) return false;
    throw e;
  }
};

const mpesaContext = (deps: CommandDeps, now: string, commandId: string) =>
  systemContext(deps, systemPrincipal('M-Pesa'), now, commandId);

export type StkAnswerOutcome = 'paid' | 'ended' | 'duplicate' | 'unmatched' | 'unknown';

/**
 * An STK callback: paid, the money is received for the child the request named (their months oldest
 * first, the rest their credit) and the request ends paid, in one append; otherwise the request ends as
 * M-Pesa says. A payment for a request the product does not know (a process that died after asking and
 * before noting the answer) is received unmatched, for staff: never lost.
 */
export const answerStk = async (
  deps: CommandDeps,
  answer: StkOutcome,
  doubts: MobileMoneyGateway | null,
  now = new Date().toISOString(),
): Promise<StkAnswerOutcome> => {
  const noted = await requestOf(deps, answer.checkoutRequestId);
  if (!answer.paid) {
    if (noted === null) return 'unknown';
    await endRequest(
      mpesaContext(deps, now, `stk:${answer.checkoutRequestId}`),
      noted.participantId,
      noted.requestId,
      {
        outcome: payRequestOutcomeOf(answer.resultCode),
        resultCode: answer.resultCode,
        detail: answer.resultDesc,
      },
    );
    return 'ended';
  }
  const payment = {
    receipt: answer.receipt,
    amount: answer.amount,
    paidAt: answer.paidAt,
    channel: 'stk' as const,
  };
  if (noted === null) {
    if (doubts) {
      await holdForStatus(deps, doubts, { ...payment, reference: '' });
      return 'unknown';
    }
    const outcome = await receiveMobilePayment(deps, { ...payment, reference: '' }, now);
    return outcome === 'duplicate' ? 'duplicate' : 'unmatched';
  }
  const { state } = await loadAggregate(deps, payRequestsDecider, payRequestsStream(noted.participantId));
  const request = state.requests.find((r) => r.id === noted.requestId);
  if (!request) return 'unknown';
  if (doubts && !(await confirmedPaid(doubts, answer.checkoutRequestId, request.amount === answer.amount)))
    return 'unknown';
  const reference = request.reference;
  const outcome = await receiveMobilePayment(deps, { ...payment, reference, request: noted }, now);
  await settled(deps, noted.requestId);
  return outcome === 'matched' ? 'paid' : outcome;
};

/** How long a request's callback is waited for before M-Pesa is asked, and before the request ends. */
export const SWEEP_AFTER_MS = 2 * 60_000;
export const GIVE_UP_AFTER_MS = 10 * 60_000;

/**
 * Requests whose answer has not come: one never sent (the process died, or M-Pesa was not reached) ends
 * failed; one sent is asked about (STK query) and ended as M-Pesa says, or timed out once M-Pesa still has
 * no answer after GIVE_UP_AFTER_MS. M-Pesa's word that one was paid, without its callback, is no receipt
 * to record: that request ends failed, saying to find the payment on the statement. Answers how many
 * ended.
 */
export const sweepPayRequests = async (
  deps: CommandDeps,
  gateway: MobileMoneyGateway | null,
  now = new Date().toISOString(),
): Promise<number> => {
  const waiting = await rows(
    deps.pool,
    db
      .selectFrom('mpesa_pay_requests')
      .select(['request_id as requestId', 'participant_id as participantId', 'created_at as createdAt'])
      .where('settled_at', 'is', null)
      .where('created_at', '<', new Date(Date.parse(now) - SWEEP_AFTER_MS).toISOString())
      .orderBy('created_at')
      .limit(200),
  );
  let ended = 0;
  for (const noted of waiting) {
    const { state } = await loadAggregate(deps, payRequestsDecider, payRequestsStream(noted.participantId));
    const request = state.requests.find((r) => r.id === noted.requestId);
    if (!request || (request.status !== 'sending' && request.status !== 'sent')) {
      await settled(deps, noted.requestId);
      continue;
    }
    const end = await endOf(
      gateway,
      request.checkoutRequestId,
      Date.parse(now) - Date.parse(request.requestedAt),
    );
    if (end === null) continue;
    await endRequest(
      mpesaContext(deps, now, `sweep:${noted.requestId}`),
      noted.participantId,
      noted.requestId,
      end,
    );
    ended += 1;
  }
  return ended;
};

/** How a request the sweep looks at ends, or null to ask again later. */
const endOf = async (gateway: MobileMoneyGateway | null, checkoutRequestId: string | null, age: number) => {
  const late = age >= GIVE_UP_AFTER_MS;
  if (checkoutRequestId === null || gateway === null)
    return {
      outcome: 'failed' as const,
      resultCode: null,
      detail: 'M-Pesa did not confirm it took the request',
    };
  try {
    const answer = await gateway.stkQuery(checkoutRequestId);
    if (answer.resultCode !== 0)
      return {
        outcome: payRequestOutcomeOf(answer.resultCode),
        resultCode: answer.resultCode,
        detail: answer.resultDesc,
      };
    if (!late) return null;
    return {
      outcome: 'failed' as const,
      resultCode: 0,
      detail: 'M-Pesa reports it paid but sent no receipt: find the payment on the M-Pesa statement',
    };
  } catch (e) {
    if (!(e instanceof MobileMoneyError)) throw e;
    if (e.retryable && !late) return null;
    return {
      outcome: e.retryable ? ('timed-out' as const) : ('failed' as const),
      resultCode: null,
      detail: e.retryable ? 'M-Pesa gave no answer' : e.message,
    };
  }
};
