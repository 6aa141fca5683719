import { addDays, isActiveMember, type MeetingState, meetingDecider, meetingStream } from '@pm/domain';
import { meetingGroupFacts, rosterOf } from '../features/saving-groups/access';
import { ENTRY_KEYS } from '../features/saving-groups/reversals';
import { decideGroup, enrol, type GroupYear, groupEntry, registered } from './group-year';
import { lendAtMeeting, owes } from './loans';

/** Nine in ten members come to a meeting; one in twelve of them late. */
const PRESENT = 0.9;
const LATE = 0.08;
/** One saving in three hundred is reversed the same day. */
const SAVING_REVERSED = 1 / 300;

interface Attendance {
  readonly memberId: number;
  readonly isPresent: boolean;
  readonly arrivalTime: string | null;
  readonly notes: string | null;
}

/**
 * The group's meeting of one week: members join and leave before it, then the meeting and its attendance
 * list, a saving by each member present, penalties for absence and lateness (most paid the week after),
 * instalments of loans and new loans (see loans.ts).
 */
export const meetWeek = async (year: GroupYear, week: number, date: string): Promise<void> => {
  await joinAndLeave(year, week, date);
  for (const plan of year.plans)
    if (plan.memberId !== 0 && !year.borrowers.has(plan.memberId))
      year.borrowers.set(
        plan.memberId,
        year.random.chance(0.8) ? 'prompt' : year.random.chance(0.75) ? 'late' : 'defaulter',
      );
  const meetingId = await year.writer.id('group_meeting');
  const attendance = holdMeeting(year, meetingId, date);
  await recordSavings(year, attendance, meetingId, date);
  const present = new Set(attendance.filter((a) => a.isPresent).map((a) => a.memberId));
  await fine(year, attendance, present, meetingId, date);
  await lendAtMeeting(year.writer, year.calendar, year.random, year, { meetingId, date, week, present });
};

/** The members who join this week are enrolled; those who leave and owe nothing are removed. */
const joinAndLeave = async (year: GroupYear, week: number, date: string) => {
  for (const [i, plan] of year.plans.entries()) {
    if (plan.joinsInWeek === week && week > 0) await enrol(year, plan, i + 1, date, '13:30');
    if (
      plan.leavesInWeek !== null &&
      plan.leavesInWeek <= week &&
      isActiveMember(registered(year.state), plan.memberId)
    ) {
      if (owes(year, plan.memberId)) continue;
      decideGroup(
        year,
        { type: 'RemoveMember', data: { memberId: plan.memberId } },
        year.writer.moment(year.calendar.at(date, '13:40'), `member-${plan.memberId}:remove`),
      );
    }
  }
};

/** The meeting and its attendance list. */
const holdMeeting = (year: GroupYear, meetingId: number, date: string): Attendance[] => {
  const { writer, calendar, random } = year;
  const mStream = meetingStream(meetingId);
  const meeting: MeetingState = writer.decide(
    meetingDecider,
    mStream,
    meetingDecider.initialState(),
    {
      type: 'ScheduleMeeting',
      data: {
        meetingId,
        group: meetingGroupFacts(registered(year.state)),
        meetingDate: date,
        agenda: 'Savings, loan repayments and new loans',
        location: year.location,
        nextMeetingDate: addDays(date, 7),
        conductedBy: year.plans[0]!.name,
      },
    },
    writer.moment(calendar.at(date, '08:00'), `meeting-${meetingId}`),
  ).state;
  const active = year.plans.filter(
    (p) => p.memberId !== 0 && isActiveMember(registered(year.state), p.memberId),
  );
  const attendance: Attendance[] = active.map((p) => {
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
  writer.decide(
    meetingDecider,
    mStream,
    meeting,
    { type: 'RecordAttendance', data: { roster: rosterOf(year.state), attendance } },
    writer.moment(calendar.at(date, '14:30'), `meeting-${meetingId}:attendance`),
  );
  return attendance;
};

/** Savings of the members present, and the odd one reversed the same afternoon. */
const recordSavings = async (
  year: GroupYear,
  attendance: readonly Attendance[],
  meetingId: number,
  date: string,
) => {
  const { writer, calendar, random } = year;
  for (const entry of attendance.filter((a) => a.isPresent)) {
    // the id finds the group again when the saving is reversed
    const savingId = await groupEntry(
      year,
      { sequence: 'group_saving', kind: ENTRY_KEYS.saving },
      (savingId) => ({
        type: 'RecordSaving',
        data: {
          savingId,
          memberId: entry.memberId,
          amount: random.chance(0.1) ? year.savingAmount * 2 : year.savingAmount,
          savingDate: date,
          notes: null,
          meetingId,
        },
      }),
      (savingId) => writer.moment(calendar.at(date, '14:45'), `saving-${savingId}`),
    );
    if (random.chance(SAVING_REVERSED))
      decideGroup(
        year,
        { type: 'ReverseSaving', data: { savingId, reason: 'Recorded against the wrong member' } },
        writer.moment(calendar.at(date, '15:40'), `saving-${savingId}:reverse`),
      );
  }
};

/** Penalties: last weeks' are paid by members present; absence and lateness are fined. */
const fine = async (
  year: GroupYear,
  attendance: readonly Attendance[],
  present: ReadonlySet<number>,
  meetingId: number,
  date: string,
) => {
  const { writer, calendar, random, unpaid } = year;
  for (const penalty of unpaid.splice(0)) {
    if (present.has(penalty.memberId) && random.chance(0.7))
      decideGroup(
        year,
        { type: 'MarkPenaltyPaid', data: { penaltyId: penalty.penaltyId, paymentDate: date } },
        writer.moment(calendar.at(date, '15:00'), `penalty-${penalty.penaltyId}:paid`),
      );
    else unpaid.push(penalty);
  }
  for (const entry of attendance) {
    const late = entry.notes !== null;
    if (entry.isPresent ? !(late && random.chance(0.5)) : !random.chance(0.4)) continue;
    const penaltyId = await groupEntry(
      year,
      { sequence: 'member_penalty', kind: ENTRY_KEYS.penalty },
      (penaltyId) => ({
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
      }),
      (penaltyId) => writer.moment(calendar.at(date, '15:05'), `penalty-${penaltyId}`),
    );
    unpaid.push({ penaltyId, memberId: entry.memberId });
  }
};
