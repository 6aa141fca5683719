import { businessDate } from '@pm/domain';
import type pg from 'pg';
import { type FoldRow, StateRows, Totals } from '../fold';
import type { Projected, ProjectedOneOf } from '../read-model';
import { together } from '../together';
import { type KpiDelta, type KpiExtras, principalOut, repaymentMoves } from './deltas';
import { type AnyPlainMove, type KpiEvent, PLAIN_MOVES, type PlainMoveEvent } from './events';
import { COLUMN_OF, GROUPS, LOANS, MEETINGS, MEMBERS, MONTH_AMOUNTS } from './rows';

type Data = Record<string, unknown>;
const num = (row: FoldRow, column: string): number => row[column] as number;

/**
 * The event types that read the state row of their loan, meeting or member (by the id in their data): only
 * those rows are loaded (a run of savings, which name their member and meeting, reads its groups only).
 */
const READERS: Readonly<Record<'loanId' | 'meetingId' | 'memberId', ReadonlySet<string>>> = {
  loanId: new Set(['LoanIssued', 'RepaymentRecorded', 'RepaymentReversed', 'LoanWrittenOff']),
  meetingId: new Set(['MeetingScheduled', 'AttendanceRecorded']),
  memberId: new Set(['MemberJoined', 'MemberLeft']),
};

/**
 * Each event moves the health figures of its month: money in the month of its business date (a reversal
 * in the month it was made), members in the month they joined or left, attendance in the meeting's month.
 * The cash is the loan fund's: savings, repayments, penalties and fees paid in; principal lent and the
 * share-out paid out. Earnings are service charges repaid (what comes back above the principal, as the
 * share-out counts it), penalties and registration fees paid; a write-off is the principal not come back.
 *
 * The model's one implementation: a run of events of any of its types is folded in memory over the
 * state rows it reads, then written with a few statements; a single event is a run of one.
 */
export const foldKpis = async (tx: pg.PoolClient, events: readonly Projected<KpiEvent>[]): Promise<void> => {
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
  const months = new Totals(
    'kpi_months',
    [
      ['scope', 'text'],
      ['scope_id', 'int'],
      ['month', 'text'],
    ],
    MONTH_AMOUNTS,
  );
  const overdue = new Totals(
    'kpi_overdue',
    [
      ['scope', 'text'],
      ['scope_id', 'int'],
      ['due_on', 'date'],
      ['month', 'text'],
    ],
    [['outstanding', 'bigint']],
  );
  const dues = new Totals(
    'kpi_dues',
    [
      ['group_id', 'int'],
      ['due_on', 'date'],
    ],
    [['outstanding', 'bigint']],
  );

  const move = (groupId: number, position: bigint, day: string, delta: KpiDelta, extras: KpiExtras = {}) => {
    const moved = (Object.keys(COLUMN_OF) as (keyof KpiDelta)[]).filter((k) => (delta[k] ?? 0) !== 0);
    if (moved.length === 0 && !extras.overdue?.cents) return;
    const group = groups.get(groupId);
    if (!group || !(num(group, 'last_position') < Number(position))) return;
    for (const k of moved) group[COLUMN_OF[k]] = num(group, COLUMN_OF[k]) + (delta[k] ?? 0);
    group.active = num(group, 'active') + (delta.joined ?? 0) - (delta.left ?? 0);
    if (extras.meetingOn) {
      const last = group.last_meeting_on as string | null;
      group.last_meeting_on = last === null || extras.meetingOn > last ? extras.meetingOn : last;
    }
    group.last_position = Number(position);
    groups.changed.add(group);
    const scopes: [string, number][] = [
      ['group', groupId],
      ['project', num(group, 'project_id')],
      ['cluster', num(group, 'cluster_id')],
      ['region', num(group, 'region_id')],
      ['programme', 0],
    ];
    const month = day.slice(0, 7);
    if (moved.length > 0) {
      const amounts = Object.fromEntries(moved.map((k) => [COLUMN_OF[k], delta[k]]));
      for (const [scope, id] of scopes) months.add([scope, id, month], amounts);
    }
    if (extras.overdue?.cents) {
      for (const [scope, id] of scopes)
        overdue.add([scope, id, extras.overdue.dueOn, month], { outstanding: extras.overdue.cents });
      dues.add([groupId, extras.overdue.dueOn], { outstanding: extras.overdue.cents });
    }
  };

  const repay = (position: bigint, loanId: number, cents: number, day: string) => {
    const loan = loans.get(loanId);
    if (!loan || !(num(loan, 'last_position') < Number(position))) return;
    loan.paid = num(loan, 'paid') + cents;
    loan.last_position = Number(position);
    loans.changed.add(loan);
    const moves = repaymentMoves(num(loan, 'principal'), num(loan, 'charge'), num(loan, 'paid'), cents);
    move(num(loan, 'group_id'), position, day, moves, {
      overdue: { dueOn: loan.due_on as string, cents: moves.outstanding },
    });
  };

  for (const e of events) apply(e as ProjectedOneOf<KpiEvent>);

  function apply(e: ProjectedOneOf<KpiEvent>) {
    const { position } = e;
    if (Object.hasOwn(PLAIN_MOVES, e.type)) {
      const plain = e as Projected<PlainMoveEvent>;
      const { day, delta } = (PLAIN_MOVES[plain.type] as AnyPlainMove)(plain);
      return move(plain.data.groupId, position, day, delta);
    }
    switch (e.type) {
      case 'GroupRegistered': {
        const d = e.data;
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
        return;
      }
      case 'MemberJoined': {
        const d = e.data;
        if (members.has(d.memberId)) return;
        const row = { id: d.memberId, group_id: d.groupId, active: true };
        members.insert(row);
        return move(d.groupId, position, d.joinedOn ?? d.joinedAt, { joined: 1 });
      }
      case 'MemberLeft': {
        const member = members.get(e.data.memberId);
        if (!member?.active) return;
        member.active = false;
        members.changed.add(member);
        return move(e.data.groupId, position, businessDate(e.data.leftAt), { left: 1 });
      }
      case 'CycleClosed': {
        const group = groups.get(e.data.groupId);
        // the closed cycle's savings go back to the members; those dated after the close stay held
        const savings = e.data.cycleSavings ?? (group ? num(group, 'savings') : 0);
        const paid = e.data.payouts.reduce((sum, p) => sum + p.amount, 0);
        return move(e.data.groupId, position, e.data.closeDate, { savings: -savings, cash: -paid });
      }
      case 'CycleOpened': {
        const group = groups.get(e.data.groupId);
        if (!group || !(num(group, 'cycle') < e.data.cycle)) return;
        Object.assign(group, {
          cycle: e.data.cycle,
          cycle_started_on: e.data.startedOn,
          members_start: group.active,
          ...Object.fromEntries(
            [
              'joined',
              'left_count',
              'present',
              'marked',
              'meetings',
              'earnings',
              'fees',
              'write_offs',
              'issued',
            ].map((c) => [c, 0]),
          ),
        });
        groups.changed.add(group);
        return;
      }
      case 'LoanIssued': {
        const d = e.data;
        if (loans.has(d.loanId)) return;
        const row: FoldRow = {
          id: d.loanId,
          group_id: d.groupId,
          due_on: d.dueDate,
          principal: d.amount,
          charge: d.totalAmount - d.amount,
          paid: 0,
          last_position: 0,
        };
        loans.insert(row);
        return move(
          d.groupId,
          position,
          d.loanDate,
          { outstanding: d.amount, issued: d.amount },
          {
            overdue: { dueOn: d.dueDate, cents: d.amount },
          },
        );
      }
      case 'RepaymentRecorded':
        return repay(position, e.data.loanId, e.data.amount, e.data.paymentDate);
      case 'RepaymentReversed':
        return repay(position, e.data.loanId, -e.data.amount, e.data.reversedOn);
      case 'LoanWrittenOff': {
        const loan = loans.get(e.data.loanId);
        if (!loan) return;
        const lost = principalOut(num(loan, 'principal'), num(loan, 'paid'));
        return move(
          e.data.groupId,
          position,
          e.data.writtenOffOn,
          { outstanding: -lost, writeOffs: lost },
          { overdue: { dueOn: loan.due_on as string, cents: -lost } },
        );
      }
      case 'MeetingScheduled': {
        const d = e.data;
        if (meetings.has(d.meetingId)) return;
        const row = {
          id: d.meetingId,
          group_id: d.groupId,
          meeting_date: d.meetingDate,
          present: 0,
          marked: 0,
          held: false,
        };
        meetings.insert(row);
        return;
      }
      case 'AttendanceRecorded': {
        const meeting = meetings.get(e.data.meetingId);
        if (!meeting) return;
        const marked = e.data.attendance.length;
        const present = e.data.attendance.filter((a) => a.isPresent).length;
        const before = {
          present: num(meeting, 'present'),
          marked: num(meeting, 'marked'),
          held: meeting.held,
        };
        Object.assign(meeting, { present, marked, held: true });
        meetings.changed.add(meeting);
        const day = meeting.meeting_date as string;
        return move(
          e.data.groupId,
          position,
          day,
          {
            present: present - before.present,
            marked: marked - before.marked,
            meetings: before.held ? 0 : 1,
          },
          { meetingOn: day },
        );
      }
      default:
        // the other meeting events change nothing of the health figures
        return;
    }
  }

  // each table written by one statement (two for a state table), none reading another's answer
  await together(tx, [
    ...[groups, loans, meetings, members].map((state) => () => state.save(tx)),
    () => months.save(tx),
    () => overdue.save(tx),
    () => dues.save(tx),
  ]);
};
