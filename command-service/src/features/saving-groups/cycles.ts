import {
  assertCan,
  type CloseSetOff,
  ConcurrencyError,
  canRead,
  cycleShareOut,
  groupDecider,
  groupStream,
  NotFoundError,
  type ProposeCycleClose,
  type ProposeCycleCloseInput,
  type RejectCycleClose,
} from '@pm/domain';
import { type Bare, loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { writableGroup } from './access';
import { groupMoneyEvents, repaymentIds, runWithSetOffs } from './set-offs';

/**
 * The close of a group's cycle: a project administrator or above may close it at once
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
    const { events, version } = await groupMoneyEvents(ctx, groupId);
    const { fund, payouts, setOffs } = cycleShareOut(events, { closeDate, weighting, setOff: setOffDebts });
    // decided on the version the payouts were computed from: an entry appended meanwhile computes them again
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
      const cycle = state.status === 'none' ? 0 : state.cycle.number;
      const position = await runWithSetOffs(pinnedCtx, groupId, command, {
        setOffs: closeNow ? decided : [],
        ids,
        paymentDate: closeDate,
        notes: setOffNote(cycle),
      });
      return { id: groupId, position };
    } catch (e) {
      if (!(e instanceof ConcurrencyError) || pinned || attempt >= 3) throw e;
    }
  }
};

const setOffNote = (cycle: number) => `Set off against the share-out of cycle ${cycle}`;

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
  const position = await runWithSetOffs(
    ctx,
    groupId,
    { type: 'ConfirmCycleClose', data: { cycle, setOffRepaymentIds: ids } },
    { setOffs, ids, paymentDate: proposal?.closeDate ?? '', notes: setOffNote(cycle) },
  );
  return { id: groupId, position };
};
