import {
  assertCan,
  businessDate,
  type CreateSavingGroupInput,
  type GroupStatus,
  groupDecider,
  groupStream,
  type MemberInput,
  NotFoundError,
  type RecordSavingInput,
  type SetLoanRulesInput,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { runEntry } from '../../lib/entry-keys';
import { projectPlaceFor } from '../../lib/project-place';
import { groupOfMember, writableGroup } from './access';
import { assertMeetingOfGroup } from './meeting';
import { ENTRY_KEYS } from './reversals';

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
  await writableGroup(ctx.deps, ctx.principal.actor, input.groupId);
  const memberId = await nextId(ctx.deps.pool, 'group_member');
  const stream = groupStream(input.groupId);
  const { groupId: _groupId, joinedOn, ...member } = input;
  const outcome = await runEntry(
    ctx,
    groupDecider,
    stream,
    { type: 'EnrolMember', data: { memberId, joinedOn: joinedOn ?? businessDate(ctx.now), ...member } },
    { kind: 'group-member', id: memberId },
  );
  return { id: memberId, position: outcome.position };
};

export const removeMember = async (ctx: CommandContext, memberId: number): Promise<Written> => {
  const groupId = await groupOfMember(ctx.deps, memberId);
  if (groupId === null) throw new NotFoundError('Member not found');
  await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const outcome = await run(ctx, groupDecider, groupStream(groupId), {
    type: 'RemoveMember',
    data: { memberId },
  });
  return { id: memberId, position: outcome.position };
};

export const recordSaving = async (ctx: CommandContext, input: RecordSavingInput): Promise<Written> => {
  await writableGroup(ctx.deps, ctx.principal.actor, input.groupId);
  await assertMeetingOfGroup(ctx.deps, input.meetingId, input.groupId);
  const savingId = await nextId(ctx.deps.pool, 'group_saving');
  const stream = groupStream(input.groupId);
  // the id finds the stream again when the saving is reversed
  const outcome = await runEntry(
    ctx,
    groupDecider,
    stream,
    {
      type: 'RecordSaving',
      data: {
        savingId,
        memberId: input.memberId,
        amount: input.amount,
        savingDate: input.savingDate,
        notes: input.notes ?? null,
        meetingId: input.meetingId ?? null,
      },
    },
    { kind: ENTRY_KEYS.saving, id: savingId },
  );
  return { id: savingId, position: outcome.position };
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
