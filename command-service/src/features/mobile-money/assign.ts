import {
  assertCan,
  businessDate,
  canRead,
  childCreditStream,
  contributionStream,
  inScope,
  type MobilePaymentEvent,
  type MobilePaymentState,
  mobilePaymentDecider,
  mobilePaymentPlace,
  mobilePaymentStream,
  NotFoundError,
  ONLY_UNMATCHED,
  participantDecider,
  participantStream,
  projectDecider,
  projectStream,
  RECEIPT_PATTERN,
  RuleViolation,
  recorderOf,
} from '@pm/domain';
import type { AssignMobilePaymentInput, MobilePaymentDecided } from '@pm/domain/api/mobile-money';
import { currentIdLedger } from '@pm/infra/ids';
import { loadAggregate, run, stepOf } from '../../lib/command-bus';
import type { CommandContext } from '../../lib/define-command';
import { isMovedMonth, PLAN_ATTEMPTS, payChild } from './pay-child';

/**
 * Staff's two decisions on an unmatched M-Pesa payment (docs/domain/mobile-money.md, "Unmatched
 * payments"): assign it to a child, or mark it for refund; each with a reason, once. The events are the
 * audit trail: who decided, when and why.
 */

const NOT_FOUND = 'M-Pesa payment not found';

type Recorded = Exclude<MobilePaymentState, { status: 'none' }>;

/** What a decision answers (the contract's MobilePaymentDecided), with the position still a number. */
export type Decided = Omit<MobilePaymentDecided, 'position'> & { readonly position: bigint | null };

/**
 * The payment as the actor may decide on it: one in their scope (the project it is listed for; one listed
 * for no project, programme-wide actors only), else 404 as if it did not exist; then the right to decide
 * (403), then still unmatched (422).
 */
const decidablePayment = async (ctx: CommandContext, receipt: string): Promise<Recorded> => {
  const { deps, principal } = ctx;
  if (!RECEIPT_PATTERN.test(receipt)) throw new NotFoundError(NOT_FOUND);
  const { state } = await loadAggregate(deps, mobilePaymentDecider, mobilePaymentStream(receipt));
  if (state.status === 'none') throw new NotFoundError(NOT_FOUND);
  const project =
    state.projectId === null
      ? null
      : (await loadAggregate(deps, projectDecider, projectStream(state.projectId))).state;
  const place = mobilePaymentPlace(project === null || project.status === 'none' ? null : project);
  if (!inScope(principal.actor, place)) throw new NotFoundError(NOT_FOUND);
  assertCan(principal.actor, 'mobilePayments.decide', place);
  if (state.status !== 'unmatched') throw new RuleViolation(ONLY_UNMATCHED);
  return state;
};

/**
 * A request retried after its first attempt died between its append and its answer (lib/idempotency.ts):
 * the decision that attempt stored, answered as it was, rather than refused as decided already. An
 * assignment was appended with its months and the child's credit, each stream under its own command id.
 */
const storedDecision = async (ctx: CommandContext, receipt: string): Promise<Decided | null> => {
  if (!currentIdLedger()?.retried || !RECEIPT_PATTERN.test(receipt)) return null;
  const { store } = ctx.deps;
  const { commandId } = ctx.execution;
  const stream = mobilePaymentStream(receipt);
  const ours = (await store.readStream(stream)).find((e) =>
    [commandId, `${commandId}:${stream}`].includes(e.metadata.commandId),
  );
  const decision = ours && ({ type: ours.type, data: ours.data } as MobilePaymentEvent);
  if (decision?.type === 'MobilePaymentRefundMarked')
    return { receipt, status: 'refund', participantId: null, position: ours!.position };
  if (decision?.type !== 'MobilePaymentAssigned') return null;
  const { participantId, parts, credit } = decision.data;
  const streams = [
    stream,
    ...parts.map((p) => contributionStream(p.contributionId)),
    ...(credit > 0 ? [childCreditStream(participantId)] : []),
  ];
  const stored = await Promise.all(streams.map((s) => store.storedResult(s, `${commandId}:${s}`)));
  const position = stored.reduce((top, r) => (r && r.position > top ? r.position : top), ours!.position);
  return { receipt, status: 'assigned', participantId, position };
};

/** The child the payment goes to: in the actor's scope (404 otherwise), on the register (422 once deleted). */
const assignableChild = async (ctx: CommandContext, participantId: number) => {
  const { deps, principal } = ctx;
  const { state } = await loadAggregate(deps, participantDecider, participantStream(participantId));
  if (state.status === 'none' || !canRead(principal.actor, state))
    throw new NotFoundError('Participant not found');
  assertCan(principal.actor, 'mobilePayments.decide', state);
  if (state.status === 'deleted') throw new RuleViolation('This participant was deleted from the register');
  return state;
};

/**
 * Assigns an unmatched payment to a child: their months open today are paid oldest first, dated today
 * and recorded by the staff member, the rest goes to their credit, with MobilePaymentAssigned, in one
 * append (pay-child.ts). A month that moved meanwhile makes it plan again; a payment another request
 * decided meanwhile is refused (422), so eight requests at once assign it once.
 */
export const assignMobilePayment = async (
  ctx: CommandContext,
  receipt: string,
  input: AssignMobilePaymentInput,
): Promise<Decided> => {
  const stored = await storedDecision(ctx, receipt);
  if (stored) return stored;
  const recorder = recorderOf(ctx.principal.ref);
  for (let attempt = 1; ; attempt += 1) {
    const payment = await decidablePayment(ctx, receipt);
    const child = await assignableChild(ctx, input.participantId);
    const planned = { receipt, amount: payment.amount, participantId: child.id };
    try {
      const position = await payChild(
        ctx,
        { ...planned, paidOn: businessDate(ctx.now), recordedBy: recorder },
        (paid) =>
          stepOf(ctx, mobilePaymentDecider, mobilePaymentStream(receipt), {
            type: 'AssignMobilePayment',
            data: { ...paid, reason: input.reason, assignedBy: recorder },
          }),
      );
      return { receipt, status: 'assigned', participantId: child.id, position };
    } catch (e) {
      // decided again from the start: a payment decided meanwhile is then refused as such
      if (!isMovedMonth(e) || attempt >= PLAN_ATTEMPTS) throw e;
    }
  }
};

/** Marks an unmatched payment for refund, with a reason (MobilePaymentRefundMarked): the money goes back. */
export const refundMobilePayment = async (
  ctx: CommandContext,
  receipt: string,
  reason: string,
): Promise<Decided> => {
  const stored = await storedDecision(ctx, receipt);
  if (stored) return stored;
  await decidablePayment(ctx, receipt);
  const outcome = await run(ctx, mobilePaymentDecider, mobilePaymentStream(receipt), {
    type: 'MarkMobilePaymentForRefund',
    data: { reason, markedBy: recorderOf(ctx.principal.ref) },
  });
  return { receipt, status: 'refund', participantId: null, position: outcome.position };
};
