import {
  type GroupCommand,
  groupDecider,
  groupStream,
  loanDecider,
  loanStream,
  type StoredMoneyEvent,
} from '@pm/domain';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { nextId } from '@pm/infra/ids';
import { type Bare, run, runSteps, stepOf } from '../../lib/command-bus';
import type { CommandContext } from '../../lib/define-command';
import { ENTRY_KEYS } from './reversals';

/**
 * Debts set off against what a member is paid (at a close's share-out, or on leaving mid-cycle): the
 * group's command records the repayments on its side, and each loan's stream records its repayment,
 * appended together so a loan is settled exactly when the payout is, or neither is.
 */

/** The group's stream as the money folds read it, and the version it was read at. */
export const groupMoneyEvents = async (
  ctx: CommandContext,
  groupId: number,
): Promise<{ events: StoredMoneyEvent[]; version: number }> => {
  const recorded = await ctx.deps.store.readStream(groupStream(groupId));
  const events: StoredMoneyEvent[] = recorded.map((e) => ({
    event: { type: e.type, data: e.data } as StoredMoneyEvent['event'],
    position: e.position,
    recordedAt: e.recordedAt.toISOString(),
  }));
  return { events, version: recorded.at(-1)?.streamVersion ?? -1 };
};

/** One fresh repayment id per set-off. */
export const repaymentIds = async (ctx: CommandContext, count: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await nextId(ctx.deps.pool, 'loan_repayment'));
  return ids;
};

/**
 * The group's command and each set-off as a repayment on its loan (ids in the same order), one append.
 * The repayment ids are indexed to their loans (on PostgreSQL), as a repayment recorded by hand is.
 */
export const runWithSetOffs = async (
  ctx: CommandContext,
  groupId: number,
  command: Bare<GroupCommand>,
  repayments: {
    setOffs: readonly { loanId: number; amount: number }[];
    ids: readonly number[];
    paymentDate: string;
    notes: string;
  },
): Promise<bigint | null> => {
  const { setOffs, ids, paymentDate, notes } = repayments;
  if (setOffs.length === 0) return (await run(ctx, groupDecider, groupStream(groupId), command)).position;
  const keys = new Map<string, { kind: string; key: string }[]>();
  const steps = setOffs.map((s, i) => {
    const stream = loanStream(s.loanId);
    if (ctx.deps.store instanceof PostgresEventStore)
      keys.set(stream, [...(keys.get(stream) ?? []), { kind: ENTRY_KEYS.repayment, key: String(ids[i]) }]);
    return stepOf(ctx, loanDecider, stream, {
      type: 'RecordRepayment',
      data: { repaymentId: ids[i] as number, amount: s.amount, paymentDate, notes, meetingId: null },
    });
  });
  const group = stepOf(ctx, groupDecider, groupStream(groupId), command);
  // the group's rules first, so a refusal names what the group refuses (a set-off larger than what the
  // loan owes now, say) rather than the loan's own words
  await group.decide();
  // the loans' repayments appended first: before the close (or the payout), they are recorded while the
  // cycle they belong to is still the group's open one (the read tables stamp each entry with it)
  return runSteps(ctx, [...steps, group], keys);
};
