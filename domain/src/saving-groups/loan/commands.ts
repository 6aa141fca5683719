import type { Command } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { GroupPlace } from '../shared';
import type { RepaymentDetails } from './events';

/**
 * Decided before the group's DisburseLoan (it needs no state), and appended after it succeeded. `place`
 * is the group's place in the hierarchy.
 */
export type IssueLoan = Command<
  'IssueLoan',
  {
    loanId: number;
    groupId: number;
    borrowerId: number;
    amount: Cents;
    interestRate: number;
    termMonths: number;
    loanDate: string;
    purpose: string;
    guarantors: string[];
    meetingId: number | null;
    place: GroupPlace;
  }
>;
export type RecordRepayment = Command<'RecordRepayment', RepaymentDetails>;

export type ReverseRepayment = Command<'ReverseRepayment', { repaymentId: number; reason: string }>;

export type WriteOffLoan = Command<'WriteOffLoan', { writeOffDate: string; reason: string }>;

export type LoanCommand = IssueLoan | RecordRepayment | ReverseRepayment | WriteOffLoan;
