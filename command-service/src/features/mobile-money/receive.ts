import {
  businessDate,
  type Cents,
  ConflictError,
  canonicalReference,
  mobilePaymentDecider,
  mobilePaymentStream,
  participantDecider,
  participantStream,
  payRequestsDecider,
  payRequestsStream,
  projectCodeOfReference,
  type UnmatchedReason,
} from '@pm/domain';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { loadAggregate, runSteps, type Step, stepOf } from '../../lib/command-bus';
import { type CommandContext, systemContext } from '../../lib/define-command';
import { isMovedMonth, PLAN_ATTEMPTS, payChild } from './pay-child';

// the months a child owes, as credit.ts (and anything that pays a child) reads them
export { owedMonths } from './pay-child';

/** A payment M-Pesa says it received (a paybill confirmation, an STK result, a Transaction Status answer). */
export interface IncomingPayment {
  readonly receipt: string;
  readonly amount: Cents;
  /** The account reference as the payer typed it. */
  readonly reference: string;
  /** When M-Pesa says it was paid (ISO). */
  readonly paidAt: string;
  readonly channel: 'paybill' | 'stk';
  /**
   * The request to pay (STK push) that asked for it: the money is the child's the request named, whatever
   * the reference, and the request ends paid in the same append.
   */
  readonly request?: { readonly requestId: string; readonly participantId: number };
}

export type ReceiveOutcome = 'matched' | 'unmatched' | 'duplicate';

/** Who the payments by M-Pesa are recorded by, in the audit trail and on the child's payments. */
export const MPESA_RECORDER = { userId: null, username: 'M-Pesa' } as const;

interface Child {
  readonly participantId: number;
  readonly projectId: number;
  readonly deleted: boolean;
}

/** The child a reference names exactly (rule 2: no fuzzy match), from the register's own keys. */
export const childNamed = async (deps: CommandDeps, reference: string): Promise<Child | null> => {
  const owner = await deps.uniqueKeys.owner('participant-id', canonicalReference(reference));
  if (owner === null) return null;
  const { state } = await loadAggregate(deps, participantDecider, owner);
  if (state.status === 'none') return null;
  return { participantId: state.id, projectId: state.projectId, deleted: state.status === 'deleted' };
};

/** The child of a request to pay, by their id. */
const childOfRequest = async (deps: CommandDeps, participantId: number): Promise<Child | null> => {
  const { state } = await loadAggregate(deps, participantDecider, participantStream(participantId));
  if (state.status === 'none') return null;
  return { participantId: state.id, projectId: state.projectId, deleted: state.status === 'deleted' };
};

/** The request's end, paid with this receipt, as a step of the payment's append. */
const requestPaid = (ctx: CommandContext, payment: IncomingPayment): Step[] =>
  payment.request
    ? [
        stepOf(ctx, payRequestsDecider, payRequestsStream(payment.request.participantId), {
          type: 'EndPayRequest',
          data: {
            requestId: payment.request.requestId,
            participantId: payment.request.participantId,
            outcome: 'paid',
            resultCode: 0,
            detail: 'Paid',
            receipt: payment.receipt,
          },
        }),
      ]
    : [];

/** The project whose staff see an unmatched payment: the one its reference's prefix names, if any. */
const projectNamed = async (deps: CommandDeps, reference: string): Promise<number | null> => {
  const code = projectCodeOfReference(reference);
  const owner = code === null ? null : await deps.uniqueKeys.owner('project-code', code);
  return owner === null ? null : Number(owner.slice(owner.lastIndexOf('-') + 1));
};

/** One decision on the streams as they are now; a refusal by a month that moved meanwhile is retried. */
const receiveOnce = async (ctx: CommandContext, payment: IncomingPayment): Promise<ReceiveOutcome> => {
  const { deps } = ctx;
  const stream = mobilePaymentStream(payment.receipt);
  if ((await loadAggregate(deps, mobilePaymentDecider, stream)).state.status !== 'none') return 'duplicate';
  const paidOn = [businessDate(payment.paidAt), businessDate(ctx.now)].sort()[0] as string;
  const { request, ...incoming } = payment;
  const child = request
    ? await childOfRequest(deps, request.participantId)
    : await childNamed(deps, payment.reference);
  const received = {
    ...incoming,
    projectId: child?.projectId ?? (await projectNamed(deps, payment.reference)),
  };
  if (child === null || child.deleted) {
    const unmatched: UnmatchedReason = child === null ? 'unknown-reference' : 'deleted-child';
    await runSteps(ctx, [
      stepOf(ctx, mobilePaymentDecider, stream, {
        type: 'ReceiveMobilePayment',
        data: { ...received, match: { unmatched } },
      }),
      ...requestPaid(ctx, payment),
    ]);
    return 'unmatched';
  }
  const match = { receipt: payment.receipt, amount: payment.amount, participantId: child.participantId };
  await payChild(ctx, { ...match, paidOn, recordedBy: MPESA_RECORDER }, (paid) => [
    stepOf(ctx, mobilePaymentDecider, stream, {
      type: 'ReceiveMobilePayment',
      data: { ...received, match: paid },
    }),
    ...requestPaid(ctx, payment),
  ]);
  return 'matched';
};

/**
 * Records a payment M-Pesa received (docs/domain/mobile-money.md): once per receipt, matched to the child
 * its reference names exactly and shared out over their months oldest first with the rest on their
 * credit, or left unmatched for staff; every part in one append. A receipt already recorded, delivered
 * again or by another callback, answers 'duplicate' and changes nothing. A month that a staff payment
 * changed between the plan and the append refuses its part; the payment is then planned again.
 */
export const receiveMobilePayment = async (
  deps: CommandDeps,
  payment: IncomingPayment,
  now = new Date().toISOString(),
): Promise<ReceiveOutcome> => {
  const ctx = systemContext(deps, systemPrincipal('M-Pesa'), now, `mpesa:${payment.receipt}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await receiveOnce(ctx, payment);
    } catch (e) {
      if (e instanceof ConflictError) return 'duplicate';
      if (!isMovedMonth(e) || attempt >= PLAN_ATTEMPTS) throw e;
    }
  }
};
