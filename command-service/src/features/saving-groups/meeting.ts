import {
  type Actor,
  assertCan,
  canRead,
  type GroupCommand,
  groupDecider,
  groupStream,
  meetingDecider,
  meetingStream,
  msg,
  NotFoundError,
  type RecordAttendanceInput,
  type RegisteredGroup,
  RuleViolation,
  type ScheduleMeetingInput,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { type Bare, loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { recordEntry, runEntry } from '../../lib/entry-keys';
import { meetingGroupFacts, rosterOf, writableGroup } from './access';

/** The meeting aggregate (`meeting-N`): a group's meeting and its attendance list. */

export const scheduleMeeting = async (ctx: CommandContext, input: ScheduleMeetingInput): Promise<Written> => {
  const group = await writableGroup(ctx.deps, ctx.principal.actor, input.groupId);
  const meetingId = await nextId(ctx.deps.pool, 'group_meeting');
  const { groupId: _groupId, ...details } = input;
  const outcome = await run(ctx, meetingDecider, meetingStream(meetingId), {
    type: 'ScheduleMeeting',
    data: { meetingId, ...details, group: meetingGroupFacts(group) },
  });
  return { id: meetingId, position: outcome.position };
};

/** The meeting if the actor may read it (404 otherwise) and manage saving groups there (403 otherwise). */
export const writableMeeting = async (deps: CommandDeps, actor: Actor, meetingId: number) => {
  const { state } = await loadAggregate(deps, meetingDecider, meetingStream(meetingId));
  if (state.status === 'none' || !canRead(actor, state)) throw new NotFoundError('Meeting not found');
  assertCan(actor, 'savingGroups.manage', state);
  return state;
};

export const recordAttendance = async (
  ctx: CommandContext,
  input: RecordAttendanceInput,
): Promise<Written> => {
  // the schema has checked that every entry names the same meeting
  const meetingId = input.attendance[0]!.meetingId;
  const meeting = await writableMeeting(ctx.deps, ctx.principal.actor, meetingId);
  const { state: group } = await loadAggregate(ctx.deps, groupDecider, groupStream(meeting.groupId));
  const outcome = await run(ctx, meetingDecider, meetingStream(meetingId), {
    type: 'RecordAttendance',
    data: {
      roster: rosterOf(group),
      attendance: input.attendance.map(({ memberId, isPresent, arrivalTime, notes }) => ({
        memberId,
        isPresent,
        arrivalTime: isPresent ? arrivalTime : null,
        notes: notes ?? null,
      })),
    },
  });
  return { id: meetingId, position: outcome.position };
};

/** The group the actor may manage (writableGroup), and the meeting named checked to be one of it. */
export const writableGroupAt = async (
  deps: CommandDeps,
  actor: Actor,
  groupId: number,
  meetingId: number | null | undefined,
) => {
  const group = await writableGroup(deps, actor, groupId);
  await assertMeetingOfGroup(deps, meetingId, groupId);
  return group;
};

/**
 * A new entry on the group's stream (a saving, a penalty, a fee payment, a member) under an id from
 * `ids.sequence`, indexed to the stream as `ids.kind`, by an actor who may manage the group, at a
 * meeting of the group when one is named.
 */
export const recordGroupEntry = async (
  ctx: CommandContext,
  at: { readonly groupId: number; readonly meetingId?: number | null },
  ids: { readonly sequence: string; readonly kind: string },
  command: (id: number, group: RegisteredGroup) => Bare<GroupCommand>,
): Promise<Written> => {
  const group = await writableGroupAt(ctx.deps, ctx.principal.actor, at.groupId, at.meetingId);
  const stream = groupStream(at.groupId);
  return recordEntry(ctx, ids, (entry) =>
    runEntry(ctx, groupDecider, stream, command(entry.id, group), entry),
  );
};

/**
 * Money recorded "at a meeting" names a meeting of the same group; anything else is refused before the
 * money is stored (a saving cannot be counted in another group's meeting totals).
 */
export const assertMeetingOfGroup = async (
  deps: CommandDeps,
  meetingId: number | null | undefined,
  groupId: number,
): Promise<void> => {
  if (meetingId === null || meetingId === undefined) return;
  const { state } = await loadAggregate(deps, meetingDecider, meetingStream(meetingId));
  if (state.status === 'none' || state.groupId !== groupId)
    throw new RuleViolation(msg`Meeting ${{ meetingId }} is not a meeting of this group`);
};
