import { createHash } from 'node:crypto';
import {
  assertCan,
  type ContributionState,
  canRead,
  contributionDecider,
  contributionStream,
  mpesaPhone,
  msg,
  NotFoundError,
  type PayRequestOf,
  type PayRequestOutcome,
  type PayRequestStatus,
  participantDecider,
  participantStream,
  payRequestAmount,
  payRequestsDecider,
  payRequestsStream,
  RuleViolation,
  recorderOf,
  UnavailableError,
  ValidationError,
} from '@pm/domain';
import type { PayRequestInput } from '@pm/domain/api/pay-requests';
import { db, execute } from '@pm/infra/db/typed';
import { MobileMoneyError, type MobileMoneyGateway } from '@pm/infra/mpesa/port';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext } from '../../lib/define-command';
import { mobileMoneyGateway } from './gateway';

/**
 * Requests to pay by M-Pesa (STK push) from a child's month (docs/domain/mobile-money.md, "Requests to
 * pay"). The request is recorded before M-Pesa is asked (so a process that dies after asking leaves a
 * request the sweep ends, never a prompt nobody knows of), M-Pesa is asked, and its CheckoutRequestID is
 * noted in mpesa_pay_requests (what its callback names) before the request is marked sent. The answer
 * (stk-answers.ts) ends it, and brings the money when it was paid.
 */

/** The request's id: from the command's id, so a retried request names the request its first try made. */
const requestIdOf = (commandId: string): string => {
  const hex = createHash('sha256').update(`pay-request:${commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** The month, the child's participant ID and what to ask: something owed, a child on the register. */
export const payableMonth = async (
  ctx: CommandContext,
  contributionId: number,
  mayAsk: (month: OpenMonth) => void,
) => {
  const { deps } = ctx;
  const { state } = await loadAggregate(deps, contributionDecider, contributionStream(contributionId));
  if (state.status === 'none') throw new NotFoundError('Contribution not found');
  mayAsk(state);
  const outstanding = state.expectedAmount - state.paidAmount;
  if (outstanding <= 0) throw new RuleViolation('Nothing is outstanding on this month');
  const child = (await loadAggregate(deps, participantDecider, participantStream(state.participantId))).state;
  if (child.status === 'none') throw new NotFoundError('Contribution not found');
  if (child.status === 'deleted') throw new RuleViolation('The child was deleted from the register');
  return { month: state, code: child.participantId, amount: payRequestAmount(outstanding) };
};

type OpenMonth = Extract<ContributionState, { status: 'open' }>;

/** Staff may ask for a month in their scope (404 outside it) where they may record payments (403). */
const staffMayAsk = (ctx: CommandContext) => (month: OpenMonth) => {
  if (!canRead(ctx.principal.actor, month)) throw new NotFoundError('Contribution not found');
  assertCan(ctx.principal.actor, 'payments.record', month);
};

/** A step of the request under a command id of its own (the stream's appends are told apart by it). */
const stepContext = (ctx: CommandContext, step: string): CommandContext => ({
  ...ctx,
  execution: { commandId: `${ctx.execution.commandId}:${step}` },
});

export interface PayRequestAnswer {
  readonly id: string;
  readonly status: PayRequestStatus;
  readonly amount: number;
  readonly phone: string;
  readonly position: bigint | null;
}

/** Ends a request the product decided on without M-Pesa's answer (M-Pesa refused, or did not answer). */
export const endRequest = async (
  ctx: CommandContext,
  participantId: number,
  requestId: string,
  end: { outcome: PayRequestOutcome; resultCode: number | null; detail: string; receipt?: string | null },
) => {
  const outcome = await run(
    stepContext(ctx, `end:${end.outcome}`),
    payRequestsDecider,
    payRequestsStream(participantId),
    {
      type: 'EndPayRequest',
      data: { requestId, participantId, receipt: null, ...end },
    },
  );
  await execute(
    ctx.deps.pool,
    db
      .updateTable('mpesa_pay_requests')
      .set({ settled_at: sql<string>`now()` })
      .where('request_id', '=', requestId),
  );
  return outcome;
};

/** Asks M-Pesa; notes the CheckoutRequestID, then marks the request sent. A refusal ends it as failed. */
const send = async (
  ctx: CommandContext,
  gateway: MobileMoneyGateway,
  request: { id: string; participantId: number; phone: string; amount: number; reference: string },
) => {
  try {
    const { checkoutRequestId } = await gateway.stkPush({
      phone: request.phone,
      amountKes: request.amount / 100,
      accountReference: request.reference,
      description: 'Contribution',
    });
    await execute(
      ctx.deps.pool,
      db
        .updateTable('mpesa_pay_requests')
        .set({ checkout_request_id: checkoutRequestId })
        .where('request_id', '=', request.id),
    );
    return await run(stepContext(ctx, 'sent'), payRequestsDecider, payRequestsStream(request.participantId), {
      type: 'MarkPayRequestSent',
      data: { requestId: request.id, participantId: request.participantId, checkoutRequestId },
    });
  } catch (e) {
    if (!(e instanceof MobileMoneyError)) throw e;
    // a timeout may still have reached M-Pesa: a prompt it shows and the parent pays is then received as
    // an unmatched payment (stk-answers.ts), never lost
    await endRequest(ctx, request.participantId, request.id, {
      outcome: 'failed',
      resultCode: null,
      detail: e.retryable ? 'M-Pesa did not answer' : e.message,
    });
    if (e.retryable) throw new UnavailableError('M-Pesa did not answer: nothing was sent. Try again shortly');
    const reason = e.message;
    throw new RuleViolation(msg`M-Pesa refused the request: ${{ reason }}`);
  }
};

/**
 * POST /api/contributions/{id}/pay-requests: asks the parent's phone to pay what the month still owes, in
 * whole shillings. One request waits per child (the stream's rule): of eight staff pressing at once, one
 * is sent and the others are told one waits. A retry of the same request (its Idempotency-Key) names the
 * same request and is answered how it stands, without asking M-Pesa again.
 */
export const requestPayment = async (
  ctx: CommandContext,
  contributionId: number,
  input: PayRequestInput,
): Promise<PayRequestAnswer> => {
  const phone = mpesaPhone(input.phone);
  if (phone === null)
    throw new ValidationError('Enter a valid Kenyan phone number, e.g. +254 712 345 678', {
      phone: 'Enter a valid Kenyan phone number, e.g. +254 712 345 678',
    });
  return startPayRequest(ctx, await payableMonth(ctx, contributionId, staffMayAsk(ctx)), phone);
};

/**
 * Records a request for `payable` (payableMonth) and sends it to `phone` (M-Pesa's form): staff's, from
 * the contributions screen, and a parent's own, from the USSD menu.
 */
export const startPayRequest = async (
  ctx: CommandContext,
  { month, code, amount }: Awaited<ReturnType<typeof payableMonth>>,
  phone: string,
): Promise<PayRequestAnswer> => {
  const contributionId = month.id;
  const gateway = mobileMoneyGateway(ctx.deps);
  if (gateway === null) throw new UnavailableError('M-Pesa is not set up: requests to pay cannot be sent');
  const id = requestIdOf(ctx.execution.commandId);
  const stream = payRequestsStream(month.participantId);
  const known = (await loadAggregate(ctx.deps, payRequestsDecider, stream)).state.requests.find(
    (r: PayRequestOf) => r.id === id,
  );
  if (known) return { id, status: known.status, amount: amount / 100, phone, position: null };
  await execute(
    ctx.deps.pool,
    db
      .insertInto('mpesa_pay_requests')
      .values({ request_id: id, participant_id: month.participantId })
      .onConflict((oc) => oc.column('request_id').doNothing()),
  );
  try {
    await run(stepContext(ctx, 'start'), payRequestsDecider, stream, {
      type: 'StartPayRequest',
      data: {
        requestId: id,
        participantId: month.participantId,
        contributionId,
        projectId: month.projectId,
        phone,
        amount,
        reference: code,
        requestedBy: recorderOf(ctx.principal.ref),
        requestedAt: ctx.now,
      },
    });
  } catch (e) {
    // refused (one waits already): the note of a request that does not exist goes too
    await execute(ctx.deps.pool, db.deleteFrom('mpesa_pay_requests').where('request_id', '=', id));
    throw e;
  }
  const sent = await send(ctx, gateway, {
    id,
    participantId: month.participantId,
    phone,
    amount,
    reference: code,
  });
  return { id, status: 'sent', amount: amount / 100, phone, position: sent.position };
};
