import { businessDate, type GroupEvent, type LoanEvent, type MeetingEvent } from '@pm/domain';
import type { Projected } from '../read-model';
import type { KpiDelta } from './deltas';

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
/** The event types the model reads (a new member of KpiEvent fails the type check until it is listed). */
export const KPI_EVENT_TYPES: Readonly<Record<KpiEvent['type'], true>> = {
  GroupRegistered: true,
  MemberJoined: true,
  MemberLeft: true,
  SavingRecorded: true,
  SavingsAdjusted: true,
  SavingReversed: true,
  LoanDisbursed: true,
  RepaymentReceived: true,
  RepaymentCreditReversed: true,
  PenaltyPaid: true,
  PenaltyReversed: true,
  RegistrationFeePaid: true,
  FeePaymentReversed: true,
  MemberPaidOut: true,
  CycleClosed: true,
  CycleOpened: true,
  LoanIssued: true,
  RepaymentRecorded: true,
  RepaymentReversed: true,
  LoanWrittenOff: true,
  MeetingScheduled: true,
  AttendanceRecorded: true,
};
