import {
  assertCan,
  type CloseSetOff,
  ConcurrencyError,
  type ConfirmCycleClose,
  canRead,
  cycleShareOut,
  groupDecider,
  groupStream,
  loanDecider,
  loanStream,
  NotFoundError,
  type ProposeCycleClose,
  type ProposeCycleCloseInput,
  type RejectCycleClose,
  type StoredMoneyEvent,
} from '@pm/domain';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { nextId } from '@pm/infra/ids';
import { type Bare, loadAggregate, run, runSteps, stepOf } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { writableGroup } from './access';
import { ENTRY_KEYS } from './reversals';

/**
 * The close of a group's cycle (issue 13): a project administrator or above may close it at once
 * (`closeNow`); otherwise maker-checker: whoever may manage the group proposes (a facilitator too), a project
 * administrator or above confirms or rejects, never the proposer (the decider).
 */

/**
 * Proposes the close: the share-out is computed here, from the group's own stream (its ledger holds every
 * movement of the loan fund), by the function the read API's preview uses, so the proposal pays what the
 * preview showed. The decider checks that the payouts add up to the fund and the fund is held.
 */
export const proposeCycleClose = async (
  ctx: CommandContext,
  groupId: number,
  input: ProposeCycleCloseInput,
): Promise<Written> => {
  const group = await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const { closeDate, weighting, carriedLoanIds, carriedPenaltyIds, closeNow = false } = input;
  // closing at once, without a second person, is for those who may confirm a close (403 before any work)
  if (closeNow) assertCan(ctx.principal.actor, 'savingGroups.closeCycle', group);
  const stream = groupStream(groupId);
  for (let attempt = 1; ; attempt++) {
    const { state } = await loadAggregate(ctx.deps, groupDecider, stream);
    const setOffDebts = state.status !== 'none' && (state.loanRules.setOffAtShareOut ?? false);
    const recorded = await ctx.deps.store.readStream(stream);
    const events: StoredMoneyEvent[] = recorded.map((e) => ({
      event: { type: e.type, data: e.data } as StoredMoneyEvent['event'],
      position: e.position,
      recordedAt: e.recordedAt.toISOString(),
    }));
    const { fund, payouts, setOffs } = cycleShareOut(events, { closeDate, weighting, setOff: setOffDebts });
    // decided on the version the payouts were computed from: an entry appended meanwhile computes them again
    const version = recorded.at(-1)?.streamVersion ?? -1;
    const pinned = ctx.execution.expectedVersion !== undefined;
    const decided: CloseSetOff[] = setOffs.map(({ memberId, loanId, amount }) => ({
      memberId,
      loanId,
      amount,
    }));
    // a loan its set-off settles in full is not carried: it is repaid at the close
    const settled = new Set(setOffs.filter((s) => s.amount === s.owed).map((s) => s.loanId));
    const ids = closeNow ? await repaymentIds(ctx, decided.length) : [];
    const command: Bare<ProposeCycleClose> = {
      type: 'ProposeCycleClose',
      data: {
        closeDate,
        weighting,
        fund: fund.distributable,
        payouts: payouts.map((p) => ({ memberId: p.memberId, amount: p.payout })),
        carriedLoanIds: carriedLoanIds.filter((id) => !settled.has(id)),
        carriedPenaltyIds,
        ...(setOffDebts ? { setOffDebts, setOffs: decided } : {}),
        closeNow,
        ...(ids.length > 0 ? { setOffRepaymentIds: ids } : {}),
      },
    };
    try {
      const pinnedCtx = {
        ...ctx,
        execution: { ...ctx.execution, expectedVersion: ctx.execution.expectedVersion ?? version },
      };
      const closing = {
        setOffs: closeNow ? decided : [],
        ids,
        closeDate,
        cycle: state.status === 'none' ? 0 : state.cycle.number,
      };
      const position = await closeWithSetOffs(pinnedCtx, groupId, command, closing);
      return { id: groupId, position };
    } catch (e) {
      if (!(e instanceof ConcurrencyError) || pinned || attempt >= 3) throw e;
    }
  }
};

const repaymentIds = async (ctx: CommandContext, count: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await nextId(ctx.deps.pool, 'loan_repayment'));
  return ids;
};

/**
 * The group's command and, when it closes the cycle with set-offs, each set-off recorded as a repayment
 * on its loan's stream (ids in the command's order), appended together: the loans are settled exactly
 * when the close is, or neither is. The repayment ids are indexed to their loans (on PostgreSQL), as a
 * repayment recorded by hand is.
 */
const closeWithSetOffs = async (
  ctx: CommandContext,
  groupId: number,
  command: Bare<ProposeCycleClose> | Bare<ConfirmCycleClose>,
  closing: { setOffs: readonly CloseSetOff[]; ids: readonly number[]; closeDate: string; cycle: number },
): Promise<bigint | null> => {
  const { setOffs, ids, closeDate, cycle } = closing;
  if (setOffs.length === 0) return (await run(ctx, groupDecider, groupStream(groupId), command)).position;
  const keys = new Map<string, { kind: string; key: string }[]>();
  const steps = setOffs.map((s, i) => {
    const stream = loanStream(s.loanId);
    if (ctx.deps.store instanceof PostgresEventStore)
      keys.set(stream, [...(keys.get(stream) ?? []), { kind: ENTRY_KEYS.repayment, key: String(ids[i]) }]);
    return stepOf(ctx, loanDecider, stream, {
      type: 'RecordRepayment',
      data: {
        repaymentId: ids[i] as number,
        amount: s.amount,
        paymentDate: closeDate,
        notes: `Set off against the share-out of cycle ${cycle}`,
        meetingId: null,
      },
    });
  });
  return runSteps(ctx, [stepOf(ctx, groupDecider, groupStream(groupId), command), ...steps], keys);
};

type Decision = { type: 'ConfirmCycleClose'; data: { cycle: number } } | Bare<RejectCycleClose>;

/** Confirm or reject: the group in scope (404), the closeCycle capability (403), then the decider. */
export const decideCycleClose = async (
  ctx: CommandContext,
  groupId: number,
  decision: Decision,
): Promise<Written> => {
  const { actor } = ctx.principal;
  const stream = groupStream(groupId);
  const { state } = await loadAggregate(ctx.deps, groupDecider, stream);
  if (state.status === 'none' || !canRead(actor, state)) throw new NotFoundError('Saving group not found');
  assertCan(actor, 'savingGroups.closeCycle', state);
  if (decision.type === 'RejectCycleClose') {
    const outcome = await run(ctx, groupDecider, stream, decision);
    return { id: groupId, position: outcome.position };
  }
  // the set-offs of the proposal the confirmer saw (the decider refuses any other cycle)
  const proposal = state.closeProposal;
  const setOffs = proposal?.cycle === decision.data.cycle ? (proposal.setOffs ?? []) : [];
  const ids = await repaymentIds(ctx, setOffs.length);
  const { cycle } = decision.data;
  const position = await closeWithSetOffs(
    ctx,
    groupId,
    { type: 'ConfirmCycleClose', data: { cycle, setOffRepaymentIds: ids } },
    { setOffs, ids, closeDate: proposal?.closeDate ?? '', cycle },
  );
  return { id: groupId, position };
};
