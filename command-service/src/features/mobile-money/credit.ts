import {
  businessDate,
  type CreditEvent,
  childCreditDecider,
  childCreditStream,
  contributionDecider,
  contributionStream,
  type PaidPart,
  planCreditApplication,
} from '@pm/domain';
import type { IndexKey } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { nextIds } from '@pm/infra/ids';
import { loadAggregate, runSteps, type Step, stepOf } from '../../lib/command-bus';
import type { CommandContext } from '../../lib/define-command';
import { owedMonths } from './receive';

/** Who credit payments are recorded by. */
const CREDIT_RECORDER = { userId: null, username: 'Credit' } as const;

/** The credit's step: one debit per month paid, decided one after another on the credit's stream. */
const creditDebits = (ctx: CommandContext, participantId: number, parts: readonly PaidPart[]): Step => {
  const streamId = childCreditStream(participantId);
  const metadata = { now: ctx.now, actor: ctx.principal.ref };
  return {
    streamId,
    decide: async () => {
      const { state, version } = await loadAggregate(ctx.deps, childCreditDecider, streamId);
      let now = state;
      const events: CreditEvent[] = [];
      for (const part of parts) {
        const debit = childCreditDecider.decide(
          { type: 'ApplyCredit', data: { participantId, ...part }, metadata },
          now,
        );
        events.push(...debit);
        now = debit.reduce(childCreditDecider.evolve, now);
      }
      return { events, version };
    },
  };
};

/**
 * Pays a child's outstanding months from their credit, oldest first (docs/domain/mobile-money.md, rule
 * 4): each part a payment whose source is the credit, and the credit's debit, in one append. Run when a
 * month opens (the monthly job, every run); a rerun finds the credit spent or the months paid and changes
 * nothing. Answers the amount
 * paid (cents).
 */
export const applyChildCredit = async (job: CommandContext, participantId: number): Promise<number> => {
  const { deps } = job;
  const { state: credit, version } = await loadAggregate(
    deps,
    childCreditDecider,
    childCreditStream(participantId),
  );
  if (credit.balance <= 0) return 0;
  // one application per state of the credit: a retry of this one is recognised, a later one is new
  const ctx = { ...job, execution: { commandId: `apply-credit:${participantId}:${version}` } };
  const today = businessDate(ctx.now);
  const months = await owedMonths(deps, participantId, today);
  const planned = planCreditApplication(credit.balance, { participantId, months }, () => 0);
  if (planned.length === 0) return 0;
  const ids = await nextIds(deps.pool, 'payment', planned.length);
  const keys = new Map<string, IndexKey[]>();
  const parts = planned.map((part, i) => ({ ...part, paymentId: ids[i] as number }));
  const payments: Step[] = parts.map((part) => {
    const stream = contributionStream(part.contributionId);
    if (deps.store instanceof PostgresEventStore)
      keys.set(stream, [{ kind: 'payment', key: String(part.paymentId) }]);
    return stepOf(ctx, contributionDecider, stream, {
      type: 'RecordPayment',
      data: {
        paymentId: part.paymentId,
        amount: part.amount,
        paymentDate: today,
        notes: "From the child's credit",
        recordedBy: CREDIT_RECORDER,
        source: { kind: 'credit' },
      },
    });
  });
  await runSteps(ctx, [...payments, creditDebits(ctx, participantId, parts)], keys);
  return planned.reduce((sum, p) => sum + p.amount, 0);
};
