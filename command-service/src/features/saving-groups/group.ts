import {
  type AdjustSavingsInput,
  assertCan,
  businessDate,
  ConcurrencyError,
  type CreateSavingGroupInput,
  type GroupStatus,
  groupDecider,
  groupStream,
  leavingPayout,
  type MemberInput,
  NotFoundError,
  type RecordSavingInput,
  type SetLoanRulesInput,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { projectPlaceFor } from '../../lib/project-place';
import { groupOfMember, writableGroup } from './access';
import { recordGroupEntry } from './meeting';
import { ENTRY_KEYS } from './reversals';
import { groupMoneyEvents, repaymentIds, runWithSetOffs } from './set-offs';

/** The group aggregate (`group-N`): the group, its members and its money ledger. */

export const registerGroup = async (ctx: CommandContext, input: CreateSavingGroupInput): Promise<Written> => {
  const { actor } = ctx.principal;
  assertCan(actor, 'savingGroups.manage');
  const project = await projectPlaceFor(
    ctx.deps,
    actor,
    input.projectId,
    'savingGroups.manage',
    'You can register groups only in your own project',
  );
  const groupId = await nextId(ctx.deps.pool, 'saving_group');
  const { projectId: _projectId, ...details } = input;
  const outcome = await run(ctx, groupDecider, groupStream(groupId), {
    type: 'RegisterGroup',
    data: { groupId, project, ...details },
  });
  return { id: groupId, position: outcome.position };
};

export const setGroupStatus = async (
  ctx: CommandContext,
  groupId: number,
  status: GroupStatus,
): Promise<Written> => {
  await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const outcome = await run(ctx, groupDecider, groupStream(groupId), {
    type: 'SetGroupStatus',
    data: { status },
  });
  return { id: groupId, position: outcome.position };
};

export const enrolMember = async (ctx: CommandContext, input: MemberInput): Promise<Written> => {
  const { groupId, joinedOn, ...member } = input;
  return recordGroupEntry(
    ctx,
    { groupId },
    { sequence: 'group_member', kind: 'group-member' },
    (memberId) => ({
      type: 'EnrolMember',
      data: { memberId, joinedOn: joinedOn ?? businessDate(ctx.now), ...member },
    }),
  );
};

/**
 * RemoveMember. Under a group rule that pays a leaving member now ('savings', 'share'), what they are owed
 * is worked out from the group's books (as the leaving preview shows it), their debts are set off as
 * repayments on their loans, and the decider holds the figures to the group's state; decided on the
 * version the figures were worked out from, so an entry recorded meanwhile works them out again.
 */
export const removeMember = async (ctx: CommandContext, memberId: number): Promise<Written> => {
  const groupId = await groupOfMember(ctx.deps, memberId);
  if (groupId === null) throw new NotFoundError('Member not found');
  await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const stream = groupStream(groupId);
  for (let attempt = 1; ; attempt++) {
    const { state } = await loadAggregate(ctx.deps, groupDecider, stream);
    const rule = state.status === 'none' ? 'atClose' : (state.loanRules.leavingPayout ?? 'atClose');
    const active = state.status !== 'none' && state.members[memberId]?.active === true;
    if (rule === 'atClose' || !active) {
      const outcome = await run(ctx, groupDecider, stream, { type: 'RemoveMember', data: { memberId } });
      return { id: memberId, position: outcome.position };
    }
    const { events, version } = await groupMoneyEvents(ctx, groupId);
    const paidOn = businessDate(ctx.now);
    const figures = leavingPayout(events, memberId, { date: paidOn, rule });
    const ids = await repaymentIds(ctx, figures.setOffs.length);
    const pinned = ctx.execution.expectedVersion !== undefined;
    try {
      const position = await runWithSetOffs(
        {
          ...ctx,
          execution: { ...ctx.execution, expectedVersion: ctx.execution.expectedVersion ?? version },
        },
        groupId,
        {
          type: 'RemoveMember',
          data: {
            memberId,
            payout: {
              rule,
              savings: figures.savings,
              amount: figures.amount,
              setOffs: figures.setOffs,
              repaymentIds: ids,
            },
          },
        },
        {
          setOffs: figures.setOffs,
          ids,
          paymentDate: paidOn,
          notes: 'Set off against the payout on leaving',
        },
      );
      return { id: memberId, position };
    } catch (e) {
      if (!(e instanceof ConcurrencyError) || pinned || attempt >= 3) throw e;
    }
  }
};

export const recordSaving = async (ctx: CommandContext, input: RecordSavingInput): Promise<Written> => {
  // the id finds the stream again when the saving is reversed
  return recordGroupEntry(ctx, input, { sequence: 'group_saving', kind: ENTRY_KEYS.saving }, (savingId) => ({
    type: 'RecordSaving',
    data: {
      savingId,
      memberId: input.memberId,
      amount: input.amount,
      savingDate: input.savingDate,
      notes: input.notes ?? null,
      meetingId: input.meetingId ?? null,
    },
  }));
};

/**
 * The correction of a closed cycle's entry: an adjustment of the member's savings in the open cycle, by a
 * ProjectAdmin or above (who may reverse entries), the reason kept. Its id comes from the savings' sequence:
 * it is a row of the member's savings (docs/domain/saving-group-money.md, Corrections).
 */
export const adjustSavings = async (ctx: CommandContext, input: AdjustSavingsInput): Promise<Written> => {
  assertCan(ctx.principal.actor, 'savingGroups.reverse');
  await writableGroup(ctx.deps, ctx.principal.actor, input.groupId);
  const adjustmentId = await nextId(ctx.deps.pool, 'group_saving');
  const outcome = await run(ctx, groupDecider, groupStream(input.groupId), {
    type: 'AdjustSavings',
    data: {
      adjustmentId,
      memberId: input.memberId,
      amount: input.amount,
      adjustmentDate: input.adjustmentDate,
      reason: input.reason,
      correctsSavingId: input.correctsSavingId ?? null,
    },
  });
  return { id: adjustmentId, position: outcome.position };
};

/** The group's loan rules, checked when a loan is disbursed (see group/lending.ts in the domain). */
export const setLoanRules = async (
  ctx: CommandContext,
  groupId: number,
  input: SetLoanRulesInput,
): Promise<Written> => {
  await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const outcome = await run(ctx, groupDecider, groupStream(groupId), { type: 'SetLoanRules', data: input });
  return { id: groupId, position: outcome.position };
};
