import {
  type Cents,
  ConcurrencyError,
  childCreditDecider,
  childCreditStream,
  contributionDecider,
  contributionStream,
  type OwedMonth,
  outstandingOf,
  type PaidToChild,
  planPaymentToChild,
  type Recorder,
  RuleViolation,
} from '@pm/domain';
import type { IndexKey } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { nextIds } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { loadAggregate, runSteps, type Step, stepOf } from '../../lib/command-bus';
import type { CommandContext } from '../../lib/define-command';
import { childContributionStreams } from './child-months';

/**
 * Money received by M-Pesa paid to a child (docs/domain/mobile-money.md, rules 3 and 4), written once for
 * a payment matched on arrival (receive.ts) and one staff assign later (assign.ts): the child's months
 * oldest first, the rest on their credit, with the receipt's own event, all in one append.
 */

/** How often a payment is planned again when a month moved between its plan and its append. */
export const PLAN_ATTEMPTS = 5;

/**
 * A refusal that a later plan may not meet: a month that a staff payment (or another receipt) changed
 * between the plan and the append refuses its part; a writer of another process came first.
 */
export const isMovedMonth = (e: unknown): boolean =>
  e instanceof RuleViolation || e instanceof ConcurrencyError;

/** The child's months open on `day`, with what each owes now, decided on their streams. */
export const owedMonths = async (
  deps: CommandDeps,
  participantId: number,
  day: string,
): Promise<OwedMonth[]> => {
  const streams = await childContributionStreams(deps, participantId, day);
  const states = await Promise.all(streams.map((s) => loadAggregate(deps, contributionDecider, s)));
  return states.flatMap(({ state }) =>
    state.status === 'open' && `${state.month}-01` <= day
      ? [{ contributionId: state.id, month: state.month, outstanding: outstandingOf(state) }]
      : [],
  );
};

/** A receipt's money for one child. */
export interface ChildPayment {
  readonly receipt: string;
  readonly amount: Cents;
  readonly participantId: number;
  /** The day the money is the child's: the months open that day are paid, and the payments dated it. */
  readonly paidOn: string;
  /** Who the payments on the months are recorded by. */
  readonly recordedBy: Recorder;
}

/** The steps of the plan: each month's part, the rest on the credit. */
const paidSteps = (ctx: CommandContext, payment: ChildPayment, paid: PaidToChild) => {
  const keys = new Map<string, IndexKey[]>();
  const steps: Step[] = paid.parts.map((part) => {
    const stream = contributionStream(part.contributionId);
    // the payment's id is indexed to its month, so the payments screen finds it as a staff payment's
    if (ctx.deps.store instanceof PostgresEventStore)
      keys.set(stream, [{ kind: 'payment', key: String(part.paymentId) }]);
    return stepOf(ctx, contributionDecider, stream, {
      type: 'RecordPayment',
      data: {
        paymentId: part.paymentId,
        amount: part.amount,
        paymentDate: payment.paidOn,
        notes: `M-Pesa ${payment.receipt}`,
        recordedBy: payment.recordedBy,
        source: { kind: 'mobile', receipt: payment.receipt },
      },
    });
  });
  if (paid.credit > 0)
    steps.push(
      stepOf(ctx, childCreditDecider, childCreditStream(paid.participantId), {
        type: 'AddCredit',
        data: { participantId: paid.participantId, receipt: payment.receipt, amount: paid.credit },
      }),
    );
  return { steps, keys };
};

/**
 * Plans the payment over the child's months as they are now (oldest first, the rest their credit) and
 * appends it with the receipt's step or steps (`receiptStep`, given the plan) in one append: all or nothing. A
 * month that moved meanwhile refuses its part (isMovedMonth); the caller plans again. Answers the
 * position written.
 */
export const payChild = async (
  ctx: CommandContext,
  payment: ChildPayment,
  receiptStep: (paid: PaidToChild) => Step | readonly Step[],
): Promise<bigint | null> => {
  const { deps } = ctx;
  const months = await owedMonths(deps, payment.participantId, payment.paidOn);
  const child = { participantId: payment.participantId, months };
  const planned = planPaymentToChild(payment.amount, child, () => 0);
  const ids = await nextIds(deps.pool, 'payment', planned.parts.length);
  const paid = { ...planned, parts: planned.parts.map((p, i) => ({ ...p, paymentId: ids[i] as number })) };
  const { steps, keys } = paidSteps(ctx, payment, paid);
  return runSteps(ctx, [receiptStep(paid), ...steps].flat(), keys);
};
