import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { PaymentFields, RecordedStamp, ReversalStamp } from '../group/events';
import type { GroupPlace } from '../shared';

/** totalAmount and dueDate are computed once, here, with loanTotal and loanDueDate. */
export type LoanIssued = DomainEvent<
  'LoanIssued',
  {
    loanId: number;
    groupId: number;
    borrowerId: number;
    amount: Cents;
    /** service charge, percent per month flat on the principal */
    interestRate: number;
    termMonths: number;
    totalAmount: Cents;
    loanDate: string;
    dueDate: string;
    purpose: string;
    guarantors: string[];
    meetingId: number | null;
  } & GroupPlace & { issuedBy: Recorder }
>;
export interface RepaymentDetails extends PaymentFields {
  repaymentId: number;
}
/** Every event after the issue names the loan by its loanId. */
export type RepaymentRecorded = DomainEvent<
  'RepaymentRecorded',
  { loanId: number } & RepaymentDetails & RecordedStamp
>;
/**
 * A repayment recorded by mistake, reversed: the balance owed grows back by it, and a loan it had
 * completed is active again (`reopened`).
 */
export type RepaymentReversed = DomainEvent<
  'RepaymentReversed',
  {
    loanId: number;
    repaymentId: number;
    amount: Cents;
    meetingId: number | null;
    reopened: boolean;
  } & ReversalStamp
>;
/** Appended with the repayment that clears the balance; completedOn is that repayment's date. */
export type LoanCompleted = DomainEvent<'LoanCompleted', { loanId: number; completedOn: string }>;

/**
 * A loan the group gives up on: what was still owed is written off, the loan is `defaulted` and
 * takes no more repayments. The loss is the group's: it leaves the loans outstanding, not the cash.
 */
export type LoanWrittenOff = DomainEvent<
  'LoanWrittenOff',
  {
    loanId: number;
    groupId: number;
    /** what was still owed, principal and service charge, cents */
    amount: Cents;
    writtenOffOn: string;
    reason: string;
    writtenOffBy: Recorder;
  }
>;

export type LoanEvent = LoanIssued | RepaymentRecorded | LoanCompleted | RepaymentReversed | LoanWrittenOff;
