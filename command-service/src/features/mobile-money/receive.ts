import {
  businessDate,
  type Cents,
  ConcurrencyError,
  ConflictError,
  canonicalReference,
  childCreditDecider,
  childCreditStream,
  contributionDecider,
  contributionStream,
  mobilePaymentDecider,
  mobilePaymentStream,
  type OwedMonth,
  outstandingOf,
  type PaidToChild,
  participantDecider,
  planPaymentToChild,
  projectCodeOfReference,
  RuleViolation,
  type UnmatchedReason,
} from '@pm/domain';
import type { IndexKey } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { nextIds } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { loadAggregate, run, runSteps, type Step, stepOf } from '../../lib/command-bus';
import { type CommandContext, systemContext } from '../../lib/define-command';
import { childContributionStreams } from './child-months';

/** A payment M-Pesa says it received (a paybill confirmation, an STK result, a Transaction Status answer). */
export interface IncomingPayment {
  readonly receipt: string;
  readonly amount: Cents;
  /** The account reference as the payer typed it. */
  readonly reference: string;
  /** When M-Pesa says it was paid (ISO). */
  readonly paidAt: string;
  readonly channel: 'paybill' | 'stk';
}

export type ReceiveOutcome = 'matched' | 'unmatched' | 'duplicate';

/** Who the payments by M-Pesa are recorded by, in the audit trail and on the child's payments. */
export const MPESA_RECORDER = { userId: null, username: 'M-Pesa' } as const;
const ATTEMPTS = 5;

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

/** The project whose staff see an unmatched payment: the one its reference's prefix names, if any. */
const projectNamed = async (deps: CommandDeps, reference: string): Promise<number | null> => {
  const code = projectCodeOfReference(reference);
  const owner = code === null ? null : await deps.uniqueKeys.owner('project-code', code);
  return owner === null ? null : Number(owner.slice(owner.lastIndexOf('-') + 1));
};

/** The child's months open on the day they paid, with what each owes now, decided on their streams. */
export const owedMonths = async (
  deps: CommandDeps,
  participantId: number,
  paidOn: string,
): Promise<OwedMonth[]> => {
  const streams = await childContributionStreams(deps, participantId, paidOn);
  const states = await Promise.all(streams.map((s) => loadAggregate(deps, contributionDecider, s)));
  return states.flatMap(({ state }) =>
    state.status === 'open' && `${state.month}-01` <= paidOn
      ? [{ contributionId: state.id, month: state.month, outstanding: outstandingOf(state) }]
      : [],
  );
};

/** The steps of a matched payment: the receipt, each month's part, the rest on the credit; one append. */
const matchedSteps = (ctx: CommandContext, payment: IncomingPayment, paid: PaidToChild, paidOn: string) => {
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
        paymentDate: paidOn,
        notes: `M-Pesa ${payment.receipt}`,
        recordedBy: MPESA_RECORDER,
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

/** One decision on the streams as they are now; a refusal by a month that moved meanwhile is retried. */
const receiveOnce = async (ctx: CommandContext, payment: IncomingPayment): Promise<ReceiveOutcome> => {
  const { deps } = ctx;
  const stream = mobilePaymentStream(payment.receipt);
  if ((await loadAggregate(deps, mobilePaymentDecider, stream)).state.status !== 'none') return 'duplicate';
  const paidOn = [businessDate(payment.paidAt), businessDate(ctx.now)].sort()[0] as string;
  const child = await childNamed(deps, payment.reference);
  const received = {
    ...payment,
    projectId: child?.projectId ?? (await projectNamed(deps, payment.reference)),
  };
  if (child === null || child.deleted) {
    const unmatched: UnmatchedReason = child === null ? 'unknown-reference' : 'deleted-child';
    await run(ctx, mobilePaymentDecider, stream, {
      type: 'ReceiveMobilePayment',
      data: { ...received, match: { unmatched } },
    });
    return 'unmatched';
  }
  const months = await owedMonths(deps, child.participantId, paidOn);
  const planned = planPaymentToChild(payment.amount, { participantId: child.participantId, months }, () => 0);
  const ids = await nextIds(deps.pool, 'payment', planned.parts.length);
  const paid = { ...planned, parts: planned.parts.map((p, i) => ({ ...p, paymentId: ids[i] as number })) };
  const { steps, keys } = matchedSteps(ctx, payment, paid, paidOn);
  const receipt = stepOf(ctx, mobilePaymentDecider, stream, {
    type: 'ReceiveMobilePayment',
    data: { ...received, match: paid },
  });
  await runSteps(ctx, [receipt, ...steps], keys);
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
      const moved = e instanceof RuleViolation || e instanceof ConcurrencyError;
      if (!moved || attempt >= ATTEMPTS) throw e;
    }
  }
};
