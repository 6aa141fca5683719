import type pg from 'pg';
import { StateRows } from '../fold';
import type { Projected, ProjectedOneOf } from '../read-model';
import { together } from '../together';
import { applyKpiEvent } from './apply';
import type { KpiEvent } from './events';
import { GROUPS, LOANS, MEETINGS, MEMBERS } from './rows';
import { type KpiRun, kpiTotals, num, saveRun } from './run';

type Data = Record<string, unknown>;

/**
 * The event types that read the state row of their loan, meeting or member (by the id in their data): only
 * those rows are loaded (a run of savings, which name their member and meeting, reads its groups only).
 */
const READERS: Readonly<Record<'loanId' | 'meetingId' | 'memberId', ReadonlySet<string>>> = {
  loanId: new Set(['LoanIssued', 'RepaymentRecorded', 'RepaymentReversed', 'LoanWrittenOff']),
  meetingId: new Set(['MeetingScheduled', 'AttendanceRecorded']),
  memberId: new Set(['MemberJoined', 'MemberLeft']),
};

/** The state rows a run reads, loaded, and its totals, empty. */
const loadRun = async (tx: pg.PoolClient, events: readonly Projected<KpiEvent>[]): Promise<KpiRun> => {
  const ids = {
    groups: new Set<number>(),
    loans: new Set<number>(),
    meetings: new Set<number>(),
    members: new Set<number>(),
  };
  for (const { type, data } of events) {
    const d = data as Data;
    if (typeof d.groupId === 'number') ids.groups.add(d.groupId);
    if (typeof d.loanId === 'number' && READERS.loanId.has(type)) ids.loans.add(d.loanId);
    if (typeof d.meetingId === 'number' && READERS.meetingId.has(type)) ids.meetings.add(d.meetingId);
    if (typeof d.memberId === 'number' && READERS.memberId.has(type)) ids.members.add(d.memberId);
  }
  const [loans, meetings, members] = await together(tx, [
    () => StateRows.load(tx, LOANS, ids.loans),
    () => StateRows.load(tx, MEETINGS, ids.meetings),
    () => StateRows.load(tx, MEMBERS, ids.members),
  ]);
  // a repayment names only its loan: the loan's group is moved too
  for (const loan of loans.rows.values()) ids.groups.add(num(loan, 'group_id'));
  const groups = await StateRows.load(tx, GROUPS, ids.groups);
  return { groups, loans, meetings, members, ...kpiTotals() };
};

/**
 * Each event moves the health figures of its month: money in the month of its business date (a reversal
 * in the month it was made), members in the month they joined or left, attendance in the meeting's month.
 * The cash is the loan fund's: savings, repayments, penalties and fees paid in; principal lent and the
 * share-out paid out. Earnings are service charges repaid (what comes back above the principal, as the
 * share-out counts it), penalties and registration fees paid; a write-off is the principal not come back.
 *
 * The model's one implementation: a run of events of any of its types is folded in memory over the
 * state rows it reads (apply.ts, one step per event type), then written with a few statements; a single
 * event is a run of one.
 */
export const foldKpis = async (tx: pg.PoolClient, events: readonly Projected<KpiEvent>[]): Promise<void> => {
  const run = await loadRun(tx, events);
  for (const e of events) applyKpiEvent(run, e as ProjectedOneOf<KpiEvent>);
  await saveRun(tx, run);
};
