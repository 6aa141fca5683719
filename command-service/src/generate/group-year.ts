import { type GroupCommand, type GroupState, groupDecider, type RegisteredGroup } from '@pm/domain';
import type { Bare } from '../lib/command-bus';
import type { Lending } from './loans';
import { personName, type Random } from './random';
import type { Calendar } from './scales';
import type { Moment, Writer } from './writer';

/** A member as the group's year plans them: who they are, and when they join and leave. */
export interface MemberPlan {
  memberId: number;
  readonly name: string;
  readonly gender: 'Male' | 'Female';
  /** the week of the year the member joins (0: a founder) and leaves (null: stays) */
  readonly joinsInWeek: number;
  readonly leavesInWeek: number | null;
}

/** One saving group's year as it is generated: its stream, its state and its loans (Lending), its members. */
export interface GroupYear extends Lending {
  readonly writer: Writer;
  readonly calendar: Calendar;
  readonly random: Random;
  readonly stream: string;
  readonly plans: readonly MemberPlan[];
  readonly location: string;
  readonly savingAmount: number;
  /** Penalties imposed and not paid yet. */
  readonly unpaid: { penaltyId: number; memberId: number }[];
}

export const registered = (state: GroupState): RegisteredGroup => {
  if (state.status === 'none') throw new Error('The group is not registered');
  return state;
};

/** Decides a command on the group's stream and keeps the state it leaves. */
export const decideGroup = (year: GroupYear, command: Bare<GroupCommand>, at: Moment): void => {
  year.state = year.writer.decide(groupDecider, year.stream, year.state, command, at).state;
};

/**
 * A new entry on the group's stream under a fresh id of `ids.sequence`, reserved to the stream as
 * `ids.kind` (as the command service does); answers the id.
 */
export const groupEntry = async (
  year: GroupYear,
  ids: { readonly sequence: string; readonly kind: string },
  command: (id: number) => Bare<GroupCommand>,
  at: (id: number) => Moment,
): Promise<number> => {
  const id = await year.writer.id(ids.sequence);
  year.writer.reserve(ids.kind, id, year.stream);
  decideGroup(year, command(id), at(id));
  return id;
};

/** Enrols a planned member, the group's `number`th, on `date` at `time`. */
export const enrol = async (
  year: GroupYear,
  plan: MemberPlan,
  number: number,
  date: string,
  time: string,
): Promise<void> => {
  const { random, writer, calendar } = year;
  plan.memberId = await groupEntry(
    year,
    { sequence: 'group_member', kind: 'group-member' },
    (memberId) => ({
      type: 'EnrolMember',
      data: {
        memberId,
        joinedOn: date,
        memberNumber: String(number).padStart(3, '0'),
        memberIdNumber: random.idNumber(),
        memberName: plan.name,
        memberPhone: random.phone(),
        nextOfKinName: personName(random, random.chance(0.5) ? 'Male' : 'Female'),
        nextOfKinIdNumber: random.idNumber(),
        nextOfKinPhone: random.phone(),
        nextOfKinRelationship: random.pick(['Spouse', 'Parent', 'Sibling', 'Child'] as const),
        role: (['president', 'secretary', 'treasurer'] as const)[number - 1] ?? 'member',
      },
    }),
    (memberId) => writer.moment(calendar.at(date, time), `member-${memberId}`),
  );
};
