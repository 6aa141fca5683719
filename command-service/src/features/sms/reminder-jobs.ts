import {
  contributionDecider,
  contributionReminderDue,
  contributionStream,
  loanDecider,
  loanReminderDue,
  loanStream,
  meetingReminderDue,
  outstandingOf,
  type ReminderDays,
  type ReminderOf,
  remainingOf,
  reminderKey,
  remindersOn,
  reminderText,
  smsReceiptsDecider,
  smsReceiptsStream,
} from '@pm/domain';
import type { ProjectPlace } from '@pm/domain/shared/place';
import type { CommandDeps } from '../../context';
import { loadAggregate } from '../../lib/command-bus';
import { childrenOwing, keysDone, loansFallingDue, meetingMembers, remindersShownOn } from './reminder-due';

/** One reminder to queue: what about, whom to, where, and what it says. */
export interface ReminderJob {
  readonly of: ReminderOf;
  readonly key: string;
  readonly place: ProjectPlace;
  /** The register's number, which may be no phone number (the SMS decider refuses it then). */
  readonly number: string;
  /** The child whose guardian it is (its key seals the number); null for a group member. */
  readonly participantId: number | null;
  readonly content: string;
}

/** The reminder switches that are on, each confirmed on its project's stream (the read table may lag). */
export interface RemindersOn {
  readonly projects: readonly number[];
  readonly groups: readonly number[];
}

const placeOf = (p: ProjectPlace): ProjectPlace => ({
  projectId: p.projectId,
  clusterId: p.clusterId,
  regionId: p.regionId,
});

/** The projects and groups whose reminders are on now. */
export const remindersOnNow = async (deps: CommandDeps): Promise<RemindersOn> => {
  const shown = await remindersShownOn(deps.pool);
  const projects: number[] = [];
  const groups: number[] = [];
  for (const projectId of new Set(shown.map((s) => s.projectId))) {
    const { state } = await loadAggregate(deps, smsReceiptsDecider, smsReceiptsStream(projectId));
    for (const s of shown.filter((x) => x.projectId === projectId && remindersOn(state, x.groupId)))
      if (s.groupId === null) projects.push(projectId);
      else groups.push(s.groupId);
  }
  return { projects, groups };
};

/** The candidates whose key was neither queued nor refused before. */
const notDone = async <T>(deps: CommandDeps, items: readonly T[], keyOf: (item: T) => string) => {
  const done = await keysDone(deps.pool, items.map(keyOf));
  return items.filter((item) => !done.has(keyOf(item)));
};

/**
 * The guardians to remind of the month's contribution (from the 25th): the read table's candidates, each
 * month's outstanding amount taken from its stream.
 */
export const contributionJobs = async (
  deps: CommandDeps,
  days: ReminderDays,
  on: RemindersOn,
): Promise<ReminderJob[]> => {
  const month = days.contributionMonth;
  if (month === null) return [];
  const keyOf = (c: { participantId: number }) =>
    reminderKey({ purpose: 'contribution', participantId: c.participantId, month });
  const jobs: ReminderJob[] = [];
  for (const child of await notDone(deps, await childrenOwing(deps.pool, on.projects, month), keyOf)) {
    const { state } = await loadAggregate(
      deps,
      contributionDecider,
      contributionStream(child.contributionId),
    );
    if (state.status === 'none' || state.participantId !== child.participantId) continue;
    const outstanding = outstandingOf(state);
    if (!contributionReminderDue(days, { isActive: true, deleted: false, month: state.month, outstanding }))
      continue;
    const of: ReminderOf = { purpose: 'contribution', participantId: child.participantId, month };
    jobs.push({
      of,
      key: reminderKey(of),
      place: placeOf(state),
      number: child.phone ?? '',
      participantId: child.participantId,
      content: reminderText({
        purpose: 'contribution',
        participantCode: child.code,
        month,
        outstanding,
        payBill: deps.config.mpesa.shortCode,
      }),
    });
  }
  return jobs;
};

/** The borrowers to remind of a loan falling due in three days, what is owed taken from the loan's stream. */
export const loanJobs = async (
  deps: CommandDeps,
  days: ReminderDays,
  on: RemindersOn,
): Promise<ReminderJob[]> => {
  const keyOf = (l: { loanId: number; groupId: number; memberId: number }) =>
    reminderKey({ purpose: 'loan', ...l, dueDate: days.loanDueDate });
  const jobs: ReminderJob[] = [];
  for (const loan of await notDone(
    deps,
    await loansFallingDue(deps.pool, on.groups, days.loanDueDate),
    keyOf,
  )) {
    const { state } = await loadAggregate(deps, loanDecider, loanStream(loan.loanId));
    if (state.status === 'none' || state.groupId !== loan.groupId) continue;
    const remaining = remainingOf(state);
    if (!loanReminderDue(days, { status: state.status, dueDate: state.dueDate, remaining })) continue;
    const of: ReminderOf = {
      purpose: 'loan',
      loanId: loan.loanId,
      groupId: loan.groupId,
      memberId: state.borrowerId,
      dueDate: state.dueDate,
    };
    jobs.push({
      of,
      key: reminderKey(of),
      place: placeOf(state),
      number: loan.phone ?? '',
      participantId: null,
      content: reminderText({
        purpose: 'loan',
        dueDate: state.dueDate,
        remaining,
        groupName: loan.groupName,
      }),
    });
  }
  return jobs;
};

/** Each active member of a group meeting tomorrow. */
export const meetingJobs = async (
  deps: CommandDeps,
  days: ReminderDays,
  on: RemindersOn,
): Promise<ReminderJob[]> => {
  const members = await meetingMembers(deps.pool, on.groups, days.meetingDate);
  const ofOf = (m: (typeof members)[number]): ReminderOf => ({
    purpose: 'meeting',
    meetingId: m.meetingId,
    groupId: m.groupId,
    memberId: m.memberId,
    meetingDate: m.meetingDate,
  });
  return (await notDone(deps, members, (m) => reminderKey(ofOf(m))))
    .filter((m) => meetingReminderDue(days, m.meetingDate, true))
    .map((m) => ({
      of: ofOf(m),
      key: reminderKey(ofOf(m)),
      place: placeOf(m),
      number: m.phone,
      participantId: null,
      content: reminderText({
        purpose: 'meeting',
        meetingDate: m.meetingDate,
        time: m.time,
        location: m.location,
        groupName: m.groupName,
      }),
    }));
};
