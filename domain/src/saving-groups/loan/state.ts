import { streamEvolver } from '../../shared/handlers';
import type { Cents } from '../../shared/money';
import type { LoanStatus } from '../loan-rules';
import { entryOf, type ReversibleEntry } from '../reversal';
import type { GroupPlace } from '../shared';
import type { LoanEvent, LoanIssued } from './events';

/** A written-off loan is `defaulted`; like a completed one, it takes no repayments. */
export type IssuedLoan = {
  status: LoanStatus;
  loanId: number;
  groupId: number;
  borrowerId: number;
  amount: Cents;
  totalAmount: Cents;
  amountPaid: Cents;
  loanDate: string;
  dueDate: string;
  /** repaymentId → repayment */
  repayments: Readonly<Record<number, LoanRepayment>>;
} & GroupPlace;

export interface LoanRepayment extends ReversibleEntry {
  readonly amount: Cents;
  readonly meetingId: number | null;
}

export type LoanState = { status: 'none' } | IssuedLoan;

export const initialState = (): LoanState => ({ status: 'none' });

const issued = ({ data: d }: LoanIssued): IssuedLoan => ({
  status: 'active',
  loanId: d.loanId,
  groupId: d.groupId,
  borrowerId: d.borrowerId,
  amount: d.amount,
  totalAmount: d.totalAmount,
  amountPaid: 0,
  loanDate: d.loanDate,
  dueDate: d.dueDate,
  repayments: {},
  projectId: d.projectId,
  clusterId: d.clusterId,
  regionId: d.regionId,
});

export const evolve = streamEvolver<LoanEvent, LoanState, 'LoanIssued'>('LoanIssued', issued, {
  RepaymentRecorded: (state, { data: d }) => {
    const repayment = { amount: d.amount, meetingId: d.meetingId, ...entryOf(d.recordedBy, d.recordedOn) };
    return {
      ...state,
      amountPaid: state.amountPaid + d.amount,
      repayments: { ...state.repayments, [d.repaymentId]: repayment },
    };
  },
  LoanCompleted: (state) => ({ ...state, status: 'completed' }),
  LoanWrittenOff: (state) => ({ ...state, status: 'defaulted' }),
  RepaymentReversed: (state, event) => {
    const repayment = state.repayments[event.data.repaymentId];
    return {
      ...state,
      status: event.data.reopened ? 'active' : state.status,
      amountPaid: state.amountPaid - event.data.amount,
      repayments: repayment
        ? { ...state.repayments, [event.data.repaymentId]: { ...repayment, reversed: true } }
        : state.repayments,
    };
  },
});

/** What is still to be repaid, principal and service charge. */
export const remainingOf = (state: IssuedLoan): Cents => Math.max(0, state.totalAmount - state.amountPaid);
