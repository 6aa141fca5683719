import {
  type Actor,
  assertCan,
  canRead,
  groupDecider,
  groupStream,
  meetingDecider,
  meetingStream,
  msg,
  NotFoundError,
  type RecordAttendanceInput,
  RuleViolation,
  type ScheduleMeetingInput,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
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
