import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';
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
export type RepaymentRecorded = DomainEvent<
  'RepaymentRecorded',
  {
    repaymentId: number;
    amount: Cents;
    paymentDate: string;
    notes: string | null;
    meetingId: number | null;
    recordedBy: Recorder;
  }
>;
/** Appended with the repayment that clears the balance; completedOn is that repayment's date. */
export type LoanCompleted = DomainEvent<'LoanCompleted', { completedOn: string }>;

export type LoanEvent = LoanIssued | RepaymentRecorded | LoanCompleted;
