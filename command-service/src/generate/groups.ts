import {
  addDays,
  type GroupState,
  groupDecider,
  groupStream,
  isActiveMember,
  MEETING_DAYS,
  type MeetingState,
  meetingDecider,
  meetingStream,
  type RegisteredGroup,
} from '@pm/domain';
import { meetingGroupFacts, rosterOf } from '../features/saving-groups/access';
import { ENTRY_KEYS } from '../features/saving-groups/reversals';
import type { GeneratedProject } from './hierarchy';
import { type Borrower, type Lending, lendAtMeeting, owes } from './loans';
import { GROUP_WORDS, personName, type Random } from './random';
import { Calendar } from './scales';
import type { Writer } from './writer';

/** Nine in ten members come to a meeting; one in twelve of them late. */
const PRESENT = 0.9;
const LATE = 0.08;
/** One member in twenty leaves during the year; one saving in three hundred is reversed the same day. */
const LEAVES = 0.05;
const SAVING_REVERSED = 1 / 300;

interface MemberPlan {
  memberId: number;
  readonly name: string;
  readonly gender: 'Male' | 'Female';
  /** the week of the year the member joins (0: a founder) and leaves (null: stays) */
  readonly joinsInWeek: number;
  readonly leavesInWeek: number | null;
}

const registered = (state: GroupState): RegisteredGroup => {
  if (state.status === 'none') throw new Error('The group is not registered');
  return state;
};

/**
 * One saving group's year: registered a few weeks before the window, its founders enrolled that day and
 * two members joining later; then every week on its meeting day a meeting with its attendance list, a
 * saving by each member present, penalties for absence and lateness (most paid the week after),
 * instalments of loans and new loans (see loans.ts). Everything is decided by the product's deciders.
 */
export const generateGroup = async (
  writer: Writer,
  calendar: Calendar,
  random: Random,
  project: GeneratedProject,
  index: number,
  foundingMembers: number,
): Promise<{ groupId: number }> => {
  const groupId = await writer.id('saving_group');
  const stream = groupStream(groupId);
  const registrationDate = addDays(calendar.start, -random.int(0, 20));
  const meetingDay = random.pick(MEETING_DAYS.slice(0, 6));
  const plans: MemberPlan[] = [];
  for (let i = 0; i < foundingMembers + 2; i++) {
    const gender = random.chance(0.7) ? 'Female' : 'Male';
    plans.push({
      memberId: 0,
      name: personName(random, gender),
      gender,
      joinsInWeek: i < foundingMembers ? 0 : random.int(8, 40),
      leavesInWeek: i >= 3 && random.chance(LEAVES) ? random.int(10, 50) : null,
    });
  }
  const founders = plans.slice(0, foundingMembers);
  const males = founders.filter((p) => p.gender === 'Male').length;
  const name = `${random.pick(GROUP_WORDS)} ${project.town} Group ${index + 1}`;
  const location = `${project.town} church hall`;
  const savingAmount = random.pick([10_000, 20_000, 30_000, 50_000] as const);
  let state = writer.decide(
    groupDecider,
    stream,
    groupDecider.initialState(),
    {
      type: 'RegisterGroup',
      data: {
        groupId,
        project: {
          projectId: project.projectId,
          clusterId: project.clusterId,
          regionId: project.regionId,
          isActive: true,
        },
        name,
        description: `Weekly savings and loans group meeting at ${location}`,
        groupCode: `${project.code}-SG${index + 1}`,
        presidentName: founders[0]!.name,
        presidentPhone: random.phone(),
        secretaryName: founders[1]!.name,
        secretaryPhone: random.phone(),
        treasurerName: founders[2]!.name,
        treasurerPhone: random.phone(),
        totalMembers: founders.length,
        maleMembers: males,
        femaleMembers: founders.length - males,
        meetingDay,
        meetingTime: '14:00',
        meetingLocation: location,
        meetingFrequency: 'Weekly',
        savingAmount,
        serviceChargeRate: random.pick([5, 10] as const),
        maxLoanAmount: 2_000_000,
        bankName: null,
        accountNumber: null,
        registrationDate,
        cycleDuration: 12,
      },
    },
    writer.moment(calendar.at(registrationDate, '10:00'), `group-${groupId}`),
  ).state;

  const enrol = async (plan: MemberPlan, number: number, date: string, time: string) => {
    plan.memberId = await writer.id('group_member');
    writer.reserve('group-member', plan.memberId, stream);
    state = writer.decide(
      groupDecider,
      stream,
      state,
      {
        type: 'EnrolMember',
        data: {
          memberId: plan.memberId,
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
      },
      writer.moment(calendar.at(date, time), `member-${plan.memberId}`),
    ).state;
  };
  for (const [i, plan] of founders.entries()) await enrol(plan, i + 1, registrationDate, '10:05');

  const place = { projectId: project.projectId, clusterId: project.clusterId, regionId: project.regionId };
  const borrowers = new Map<number, Borrower>();
  const lending: Lending = { groupId, place, state, loans: [], borrowers };
  const unpaid: { penaltyId: number; memberId: number }[] = [];
  let week = 0;
  for (
    let date = Calendar.onOrAfter(addDays(registrationDate, 1), meetingDay);
    date <= calendar.today;
    date = addDays(date, 7), week++
  ) {
    for (const [i, plan] of plans.entries()) {
      if (plan.joinsInWeek === week && week > 0) await enrol(plan, i + 1, date, '13:30');
      if (
        plan.leavesInWeek !== null &&
        plan.leavesInWeek <= week &&
        isActiveMember(registered(state), plan.memberId)
      ) {
        lending.state = state;
        if (owes(lending, plan.memberId)) continue;
        state = writer.decide(
          groupDecider,
          stream,
          state,
          { type: 'RemoveMember', data: { memberId: plan.memberId } },
          writer.moment(calendar.at(date, '13:40'), `member-${plan.memberId}:remove`),
        ).state;
      }
    }
    for (const plan of plans)
      if (plan.memberId !== 0 && !borrowers.has(plan.memberId))
        borrowers.set(
          plan.memberId,
          random.chance(0.8) ? 'prompt' : random.chance(0.75) ? 'late' : 'defaulter',
        );

    // the meeting and its attendance list
    const meetingId = await writer.id('group_meeting');
    const mStream = meetingStream(meetingId);
    let meeting: MeetingState = writer.decide(
      meetingDecider,
      mStream,
      meetingDecider.initialState(),
      {
        type: 'ScheduleMeeting',
        data: {
          meetingId,
          group: meetingGroupFacts(registered(state)),
          meetingDate: date,
          agenda: 'Savings, loan repayments and new loans',
          location,
          nextMeetingDate: addDays(date, 7),
          conductedBy: plans[0]!.name,
        },
      },
      writer.moment(calendar.at(date, '08:00'), `meeting-${meetingId}`),
    ).state;
    const active = plans.filter((p) => p.memberId !== 0 && isActiveMember(registered(state), p.memberId));
    const attendance = active.map((p) => {
      const isPresent = random.chance(PRESENT);
      const late = isPresent && random.chance(LATE);
      const minutes = late ? random.int(11, 40) : random.int(0, 9);
      return {
        memberId: p.memberId,
        isPresent,
        arrivalTime: isPresent ? `14:${String(minutes).padStart(2, '0')}` : null,
        notes: late ? 'Arrived late' : null,
      };
    });
    meeting = writer.decide(
      meetingDecider,
      mStream,
      meeting,
      { type: 'RecordAttendance', data: { roster: rosterOf(state), attendance } },
      writer.moment(calendar.at(date, '14:30'), `meeting-${meetingId}:attendance`),
    ).state;

    // savings of the members present, and the odd one reversed the same afternoon
    for (const entry of attendance.filter((a) => a.isPresent)) {
      const savingId = await writer.id('group_saving');
      // the id finds the group again when the saving is reversed
      writer.reserve(ENTRY_KEYS.saving, savingId, stream);
      state = writer.decide(
        groupDecider,
        stream,
        state,
        {
          type: 'RecordSaving',
          data: {
            savingId,
            memberId: entry.memberId,
            amount: random.chance(0.1) ? savingAmount * 2 : savingAmount,
            savingDate: date,
            notes: null,
            meetingId,
          },
        },
        writer.moment(calendar.at(date, '14:45'), `saving-${savingId}`),
      ).state;
      if (random.chance(SAVING_REVERSED))
        state = writer.decide(
          groupDecider,
          stream,
          state,
          { type: 'ReverseSaving', data: { savingId, reason: 'Recorded against the wrong member' } },
          writer.moment(calendar.at(date, '15:40'), `saving-${savingId}:reverse`),
        ).state;
    }

    // penalties: last weeks' are paid by members present; absence and lateness are fined
    const present = new Set(attendance.filter((a) => a.isPresent).map((a) => a.memberId));
    for (const penalty of unpaid.splice(0)) {
      if (present.has(penalty.memberId) && random.chance(0.7))
        state = writer.decide(
          groupDecider,
          stream,
          state,
          { type: 'MarkPenaltyPaid', data: { penaltyId: penalty.penaltyId, paymentDate: date } },
          writer.moment(calendar.at(date, '15:00'), `penalty-${penalty.penaltyId}:paid`),
        ).state;
      else unpaid.push(penalty);
    }
    for (const entry of attendance) {
      const late = entry.notes !== null;
      if (entry.isPresent ? !(late && random.chance(0.5)) : !random.chance(0.4)) continue;
      const penaltyId = await writer.id('member_penalty');
      writer.reserve(ENTRY_KEYS.penalty, penaltyId, stream);
      state = writer.decide(
        groupDecider,
        stream,
        state,
        {
          type: 'ImposePenalty',
          data: {
            penaltyId,
            memberId: entry.memberId,
            penaltyType: entry.isPresent ? 'Lateness' : 'Meeting Absence',
            amount: entry.isPresent ? 2_000 : 5_000,
            description: entry.isPresent ? 'Arrived after the opening prayer' : 'Missed the weekly meeting',
            penaltyDate: date,
            meetingId,
          },
        },
        writer.moment(calendar.at(date, '15:05'), `penalty-${penaltyId}`),
      ).state;
      unpaid.push({ penaltyId, memberId: entry.memberId });
    }

    lending.state = state;
    await lendAtMeeting(writer, calendar, random, lending, { meetingId, date, week, present });
    state = lending.state;
  }
  await writer.endUnit();
  return { groupId };
};
