import {
  assertCan,
  ConcurrencyError,
  type ConfirmCycleClose,
  canRead,
  cycleShareOut,
  groupDecider,
  groupStream,
  NotFoundError,
  type ProposeCycleCloseInput,
  type RejectCycleClose,
  type StoredMoneyEvent,
} from '@pm/domain';
import { type Bare, loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { writableGroup } from './access';

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
    const recorded = await ctx.deps.store.readStream(stream);
    const events: StoredMoneyEvent[] = recorded.map((e) => ({
      event: { type: e.type, data: e.data } as StoredMoneyEvent['event'],
      position: e.position,
      recordedAt: e.recordedAt.toISOString(),
    }));
    const { fund, payouts } = cycleShareOut(events, { closeDate, weighting });
    // decided on the version the payouts were computed from: an entry appended meanwhile computes them again
    const version = recorded.at(-1)?.streamVersion ?? -1;
    const pinned = ctx.execution.expectedVersion !== undefined;
    try {
      const outcome = await run(
        {
          ...ctx,
          execution: { ...ctx.execution, expectedVersion: ctx.execution.expectedVersion ?? version },
        },
        groupDecider,
        stream,
        {
          type: 'ProposeCycleClose',
          data: {
            closeDate,
            weighting,
            fund: fund.distributable,
            payouts: payouts.map((p) => ({ memberId: p.memberId, amount: p.payout })),
            carriedLoanIds,
            carriedPenaltyIds,
            closeNow,
          },
        },
      );
      return { id: groupId, position: outcome.position };
    } catch (e) {
      if (!(e instanceof ConcurrencyError) || pinned || attempt >= 3) throw e;
    }
  }
};

type Decision = Bare<ConfirmCycleClose> | Bare<RejectCycleClose>;

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
  const outcome = await run(ctx, groupDecider, stream, decision);
  return { id: groupId, position: outcome.position };
};
