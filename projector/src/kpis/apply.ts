import { businessDate } from '@pm/domain';
import type { FoldRow } from '../fold';
import type { Projected, ProjectedOneOf } from '../read-model';
import { principalOut } from './deltas';
import { type AnyPlainMove, type KpiEvent, PLAIN_MOVES, type PlainMoveEvent } from './events';
import { GROUPS } from './rows';
import { type KpiRun, move, num, repay } from './run';

type OwnType = Exclude<KpiEvent['type'], PlainMoveEvent['type']>;
type Apply<T extends KpiEvent['type']> = (run: KpiRun, e: Projected<Extract<KpiEvent, { type: T }>>) => void;
type AnyApply = (run: KpiRun, e: ProjectedOneOf<KpiEvent>) => void;

/** The figures of a group's current cycle: back to zero when its next cycle opens. */
const CYCLE_FIGURES = [
  'joined',
  'left_count',
  'present',
  'marked',
  'meetings',
  'earnings',
  'fees',
  'write_offs',
  'issued',
];

const registerGroup: Apply<'GroupRegistered'> = ({ groups }, { data: d }) => {
  if (groups.has(d.groupId)) return;
  const row: FoldRow = Object.fromEntries(GROUPS.columns.map(([c]) => [c, 0]));
  Object.assign(row, {
    group_id: d.groupId,
    name: d.name,
    project_id: d.projectId,
    cluster_id: d.clusterId,
    region_id: d.regionId,
    cycle: 1,
    cycle_started_on: d.registrationDate,
    last_meeting_on: null,
  });
  groups.insert(row);
};

const joinMember: Apply<'MemberJoined'> = (run, { data: d, position }) => {
  if (run.members.has(d.memberId)) return;
  run.members.insert({ id: d.memberId, group_id: d.groupId, active: true });
  move(run, d.groupId, position, d.joinedOn ?? d.joinedAt, { joined: 1 });
};

const leaveMember: Apply<'MemberLeft'> = (run, { data: d, position }) => {
  const member = run.members.get(d.memberId);
  if (!member?.active) return;
  member.active = false;
  run.members.changed.add(member);
  move(run, d.groupId, position, businessDate(d.leftAt), { left: 1 });
};

const closeCycle: Apply<'CycleClosed'> = (run, { data: d, position }) => {
  const group = run.groups.get(d.groupId);
  // the closed cycle's savings go back to the members; those dated after the close stay held
  const savings = d.cycleSavings ?? (group ? num(group, 'savings') : 0);
  const paid = d.payouts.reduce((sum, p) => sum + p.amount, 0);
  move(run, d.groupId, position, d.closeDate, { savings: -savings, cash: -paid });
};

const openCycle: Apply<'CycleOpened'> = ({ groups }, { data: d }) => {
  const group = groups.get(d.groupId);
  if (!group || !(num(group, 'cycle') < d.cycle)) return;
  Object.assign(group, {
    cycle: d.cycle,
    cycle_started_on: d.startedOn,
    members_start: group.active,
    ...Object.fromEntries(CYCLE_FIGURES.map((c) => [c, 0])),
  });
  groups.changed.add(group);
};

const issueLoan: Apply<'LoanIssued'> = (run, { data: d, position }) => {
  if (run.loans.has(d.loanId)) return;
  run.loans.insert({
    id: d.loanId,
    group_id: d.groupId,
    due_on: d.dueDate,
    principal: d.amount,
    charge: d.totalAmount - d.amount,
    paid: 0,
    last_position: 0,
  });
  move(
    run,
    d.groupId,
    position,
    d.loanDate,
    { outstanding: d.amount, issued: d.amount },
    { overdue: { dueOn: d.dueDate, cents: d.amount } },
  );
};

const writeOff: Apply<'LoanWrittenOff'> = (run, { data: d, position }) => {
  const loan = run.loans.get(d.loanId);
  if (!loan) return;
  const lost = principalOut(num(loan, 'principal'), num(loan, 'paid'));
  move(
    run,
    d.groupId,
    position,
    d.writtenOffOn,
    { outstanding: -lost, writeOffs: lost },
    { overdue: { dueOn: loan.due_on as string, cents: -lost } },
  );
};

const scheduleMeeting: Apply<'MeetingScheduled'> = ({ meetings }, { data: d }) => {
  if (meetings.has(d.meetingId)) return;
  meetings.insert({
    id: d.meetingId,
    group_id: d.groupId,
    meeting_date: d.meetingDate,
    present: 0,
    marked: 0,
    held: false,
  });
};

/** A register counts once per meeting: a corrected one moves the figures by what it changed. */
const recordAttendance: Apply<'AttendanceRecorded'> = (run, { data: d, position }) => {
  const meeting = run.meetings.get(d.meetingId);
  if (!meeting) return;
  const marked = d.attendance.length;
  const present = d.attendance.filter((a) => a.isPresent).length;
  const before = { present: num(meeting, 'present'), marked: num(meeting, 'marked'), held: meeting.held };
  Object.assign(meeting, { present, marked, held: true });
  run.meetings.changed.add(meeting);
  const day = meeting.meeting_date as string;
  move(
    run,
    d.groupId,
    position,
    day,
    { present: present - before.present, marked: marked - before.marked, meetings: before.held ? 0 : 1 },
    { meetingOn: day },
  );
};

/** What each event type (but the plain moves of events.ts) does to the run. */
const APPLY: { readonly [T in OwnType]: Apply<T> } = {
  GroupRegistered: registerGroup,
  MemberJoined: joinMember,
  MemberLeft: leaveMember,
  CycleClosed: closeCycle,
  CycleOpened: openCycle,
  LoanIssued: issueLoan,
  RepaymentRecorded: (run, e) => repay(run, e.position, e.data.loanId, e.data.amount, e.data.paymentDate),
  RepaymentReversed: (run, e) => repay(run, e.position, e.data.loanId, -e.data.amount, e.data.reversedOn),
  LoanWrittenOff: writeOff,
  MeetingScheduled: scheduleMeeting,
  AttendanceRecorded: recordAttendance,
};

/** One event folded into the run. */
export const applyKpiEvent = (run: KpiRun, e: ProjectedOneOf<KpiEvent>): void => {
  if (Object.hasOwn(PLAIN_MOVES, e.type)) {
    const plain = e as Projected<PlainMoveEvent>;
    const { day, delta } = (PLAIN_MOVES[plain.type] as AnyPlainMove)(plain);
    move(run, plain.data.groupId, e.position, day, delta);
  } else if (Object.hasOwn(APPLY, e.type)) (APPLY[e.type as OwnType] as AnyApply)(run, e);
};
