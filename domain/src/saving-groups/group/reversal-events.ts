import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';

/** Why and by whom a mistaken entry was reversed: the entry stays in the history, its effect is undone. */
export interface ReversalStamp {
  reason: string;
  reversedBy: Recorder;
  reversedOn: string;
}

/** A member's entry of the group's stream (a saving, a fee payment), reversed: what it was. */
type MemberEntryReversed = {
  groupId: number;
  memberId: number;
  amount: Cents;
  /**
   * The reversed entry's own date: a reversal counts as of it (absent on reversals stored before it was
   * kept: then the reversal's day is the nearest known).
   */
  entryDate?: string;
  meetingId: number | null;
} & ReversalStamp;

/** A mistaken saving, reversed: the member's savings, the meeting's total and the loan fund drop by it. */
export type SavingReversed = DomainEvent<'SavingReversed', { savingId: number } & MemberEntryReversed>;
/** The loan fund's side of a reversed repayment (the loan-{id} stream's RepaymentReversed). */
export type RepaymentCreditReversed = DomainEvent<
  'RepaymentCreditReversed',
  /** entryDate: the reversed repayment's payment date (absent on those stored before it was kept) */
  { groupId: number; repaymentId: number; loanId: number; amount: Cents; entryDate?: string }
>;
/**
 * A penalty imposed by mistake, reversed: it is no longer owed and, if it was paid (`paidAmount` > 0),
 * the payment leaves the loan fund too.
 */
export type PenaltyReversed = DomainEvent<
  'PenaltyReversed',
  {
    groupId: number;
    penaltyId: number;
    memberId: number;
    amount: Cents;
    paidAmount: Cents;
    meetingId: number | null;
  } & ReversalStamp
>;
/** A registration fee payment recorded by mistake, reversed: the member owes the fee again. */
export type FeePaymentReversed = DomainEvent<
  'FeePaymentReversed',
  { feePaymentId: number } & MemberEntryReversed
>;

export type ReversalEvent = SavingReversed | RepaymentCreditReversed | PenaltyReversed | FeePaymentReversed;
