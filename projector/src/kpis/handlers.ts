import { businessDate, type GroupEvent, type LoanEvent, type MeetingEvent } from '@pm/domain';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { insert } from '../sql';
import { type KpiDelta, move, principalOut, repaymentMoves } from './deltas';

/** The events that only move money of their group's month. */
type PlainMoveType =
  | 'SavingRecorded'
  | 'SavingsAdjusted'
  | 'SavingReversed'
  | 'LoanDisbursed'
  | 'RepaymentReceived'
  | 'RepaymentCreditReversed'
  | 'PenaltyPaid'
  | 'PenaltyReversed'
  | 'RegistrationFeePaid'
  | 'FeePaymentReversed'
  | 'MemberPaidOut';

export type KpiEvent =
  | Extract<
      GroupEvent,
      {
        type:
          | PlainMoveType
          | 'GroupRegistered'
          | 'MemberJoined'
          | 'MemberLeft'
          | 'CycleClosed'
          | 'CycleOpened';
      }
    >
  | Extract<LoanEvent, { type: 'LoanIssued' | 'RepaymentRecorded' | 'RepaymentReversed' | 'LoanWrittenOff' }>
  | MeetingEvent;

export type PlainMoveEvent = Extract<KpiEvent, { type: PlainMoveType }>;

/** Of each plain move: the day it counts in, and by how much. */
export const PLAIN_MOVES: {
  readonly [T in PlainMoveEvent['type']]: (e: Projected<Extract<PlainMoveEvent, { type: T }>>) => {
    day: string;
    delta: KpiDelta;
  };
} = {
  SavingRecorded: (e) => ({ day: e.data.savingDate, delta: { savings: e.data.amount, cash: e.data.amount } }),
  // the member's savings move, the cash does not (docs/domain/saving-group-money.md, Corrections)
  SavingsAdjusted: (e) => ({ day: e.data.adjustmentDate, delta: { savings: e.data.amount } }),
  // a reversal counts as of its entry's own date (docs/domain/saving-group-money.md, Corrections)
  SavingReversed: (e) => ({
    day: e.data.entryDate ?? e.data.reversedOn,
    delta: { savings: -e.data.amount, cash: -e.data.amount },
  }),
  LoanDisbursed: (e) => ({ day: e.data.loanDate, delta: { cash: -e.data.amount } }),
  RepaymentReceived: (e) => ({ day: e.data.paymentDate, delta: { cash: e.data.amount } }),
  // a member paid out on leaving: their savings of the cycle leave what is held, the payout the cash
  MemberPaidOut: (e) => ({
    day: e.data.paidOn,
    delta: { savings: -e.data.savings, cash: -e.data.amount },
  }),
  RepaymentCreditReversed: (e) => ({
    day: e.data.entryDate ?? businessDate(e.occurredAt),
    delta: { cash: -e.data.amount },
  }),
  PenaltyPaid: (e) => ({ day: e.data.paymentDate, delta: { cash: e.data.amount, earnings: e.data.amount } }),
  PenaltyReversed: (e) => ({
    day: e.data.reversedOn,
    delta: { cash: -e.data.paidAmount, earnings: -e.data.paidAmount },
  }),
  RegistrationFeePaid: (e) => ({
    day: e.data.paymentDate,
    delta: { cash: e.data.amount, earnings: e.data.amount, fees: e.data.amount },
  }),
  FeePaymentReversed: (e) => ({
    day: e.data.entryDate ?? e.data.reversedOn,
    delta: { cash: -e.data.amount, earnings: -e.data.amount, fees: -e.data.amount },
  }),
};

export type AnyPlainMove = (e: Projected<PlainMoveEvent>) => { day: string; delta: KpiDelta };
const plainMoves = Object.entries(PLAIN_MOVES) as [PlainMoveEvent['type'], AnyPlainMove][];

/** Each plain move one event at a time… */
const plainMoveHandlers = Object.fromEntries(
  plainMoves.map(([type, moveOf]) => [
    type,
    (tx: pg.PoolClient, e: Projected<PlainMoveEvent>) => {
      const { day, delta } = moveOf(e);
      return move(tx, e.data.groupId, e.position, day, delta);
    },
  ]),
) as unknown as Handlers<PlainMoveEvent>;

/**
 * Each event moves the health figures of its month: money in the month of its business date (a reversal
 * in the month it was made), members in the month they joined or left, attendance in the meeting's month.
 * The cash is the loan fund's: savings, repayments, penalties and fees paid in; principal lent and the
 * share-out paid out. Earnings are service charges repaid (what comes back above the principal, as the
 * share-out counts it), penalties and registration fees paid; a write-off is the principal not come back.
 */
export const handlers: Handlers<KpiEvent> = {
  GroupRegistered: (tx, e) =>
    insert(tx, 'kpi_groups', {
      group_id: e.data.groupId,
      name: e.data.name,
      project_id: e.data.projectId,
      cluster_id: e.data.clusterId,
      region_id: e.data.regionId,
      cycle_started_on: e.data.registrationDate,
    }),
  MemberJoined: async (tx, e) => {
    const added = await insert(tx, 'kpi_members', {
      id: e.data.memberId,
      group_id: e.data.groupId,
      active: true,
    });
    if (added.rowCount)
      await move(tx, e.data.groupId, e.position, e.data.joinedOn ?? e.data.joinedAt, { joined: 1 });
  },
  MemberLeft: async (tx, e) => {
    const left = await tx.query('UPDATE kpi_members SET active = false WHERE id = $1 AND active', [
      e.data.memberId,
    ]);
    if (left.rowCount) await move(tx, e.data.groupId, e.position, businessDate(e.data.leftAt), { left: 1 });
  },
  ...plainMoveHandlers,
  // the share-out pays the fund out and hands every member their savings back
  // (the closed cycle's savings: those dated after the close stay held in the next cycle)
  CycleClosed: async (tx, e) => {
    let savings = e.data.cycleSavings;
    if (savings === undefined) {
      const held = await tx.query<{ savings: string }>('SELECT savings FROM kpi_groups WHERE group_id = $1', [
        e.data.groupId,
      ]);
      savings = Number(held.rows[0]?.savings ?? 0);
    }
    const paid = e.data.payouts.reduce((sum, p) => sum + p.amount, 0);
    await move(tx, e.data.groupId, e.position, e.data.closeDate, { savings: -savings, cash: -paid });
  },
  // a new cycle counts its flows from zero; the members at its start are those active now
  CycleOpened: (tx, e) =>
    tx.query(
      `UPDATE kpi_groups SET cycle = $2, cycle_started_on = $3, members_start = active, joined = 0, left_count = 0,
              present = 0, marked = 0, meetings = 0, earnings = 0, fees = 0, write_offs = 0, issued = 0
        WHERE group_id = $1 AND cycle < $2`,
      [e.data.groupId, e.data.cycle, e.data.startedOn],
    ),
  LoanIssued: async (tx, e) => {
    const d = e.data;
    const added = await insert(tx, 'kpi_loans', {
      id: d.loanId,
      group_id: d.groupId,
      due_on: d.dueDate,
      principal: d.amount,
      charge: d.totalAmount - d.amount,
    });
    if (!added.rowCount) return;
    // the portfolio on principal: the service charge is not owed money until it is earned
    await move(
      tx,
      d.groupId,
      e.position,
      d.loanDate,
      { outstanding: d.amount, issued: d.amount },
      { overdue: { dueOn: d.dueDate, cents: d.amount } },
    );
  },
  RepaymentRecorded: (tx, e) => repay(tx, e.position, e.data.loanId, e.data.amount, e.data.paymentDate),
  RepaymentReversed: (tx, e) => repay(tx, e.position, e.data.loanId, -e.data.amount, e.data.reversedOn),
  // what was still owed leaves the portfolio; the principal not come back is the group's loss
  LoanWrittenOff: async (tx, e) => {
    const { rows } = await tx.query<{ dueOn: string; principal: string; paid: string }>(
      `SELECT to_char(due_on, 'YYYY-MM-DD') AS "dueOn", principal, paid FROM kpi_loans WHERE id = $1`,
      [e.data.loanId],
    );
    const loan = rows[0];
    if (!loan) return;
    // the principal still out leaves the portfolio, and is the group's loss
    const lost = principalOut(Number(loan.principal), Number(loan.paid));
    await move(
      tx,
      e.data.groupId,
      e.position,
      e.data.writtenOffOn,
      { outstanding: -lost, writeOffs: lost },
      { overdue: { dueOn: loan.dueOn, cents: -lost } },
    );
  },
  MeetingScheduled: (tx, e) =>
    insert(tx, 'kpi_meetings', {
      id: e.data.meetingId,
      group_id: e.data.groupId,
      meeting_date: e.data.meetingDate,
    }),
  // a corrected register replaces the earlier one: the month moves by the difference
  AttendanceRecorded: async (tx, e) => {
    const marked = e.data.attendance.length;
    const present = e.data.attendance.filter((a) => a.isPresent).length;
    const { rows } = await tx.query<{ present: number; marked: number; held: boolean; day: string }>(
      `UPDATE kpi_meetings m SET present = $2, marked = $3, held = true FROM kpi_meetings old
        WHERE m.id = $1 AND old.id = m.id
        RETURNING old.present, old.marked, old.held, to_char(m.meeting_date, 'YYYY-MM-DD') AS day`,
      [e.data.meetingId, present, marked],
    );
    const before = rows[0];
    if (!before) return;
    await move(
      tx,
      e.data.groupId,
      e.position,
      before.day,
      { present: present - before.present, marked: marked - before.marked, meetings: before.held ? 0 : 1 },
      { meetingOn: before.day },
    );
  },
};

/** A repayment (or its reversal, negative): what is owed falls, the charge part is earned. */
const repay = async (
  tx: Parameters<typeof move>[0],
  position: bigint,
  loanId: number,
  cents: number,
  day: string,
) => {
  const { rows } = await tx.query<{
    groupId: number;
    dueOn: string;
    principal: string;
    charge: string;
    paid: string;
  }>(
    `UPDATE kpi_loans SET paid = paid + $2, last_position = $3 WHERE id = $1 AND last_position < $3
     RETURNING group_id AS "groupId", to_char(due_on, 'YYYY-MM-DD') AS "dueOn", principal, charge, paid`,
    [loanId, cents, position],
  );
  const loan = rows[0];
  if (!loan) return;
  const moves = repaymentMoves(Number(loan.principal), Number(loan.charge), Number(loan.paid), cents);
  await move(tx, loan.groupId, position, day, moves, {
    overdue: { dueOn: loan.dueOn, cents: moves.outstanding },
  });
};
