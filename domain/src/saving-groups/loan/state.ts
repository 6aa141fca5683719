import type { Cents } from '../../shared/money';
import type { LoanStatus } from '../loan-rules';
import type { GroupPlace } from '../shared';
import type { LoanEvent } from './events';

/** `defaulted` has no command yet; a defaulted loan, like a completed one, takes no repayments. */
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
} & GroupPlace;

export type LoanState = { status: 'none' } | IssuedLoan;

export const initialState = (): LoanState => ({ status: 'none' });

export const evolve = (state: LoanState, event: LoanEvent): LoanState => {
  if (event.type === 'LoanIssued') {
    const d = event.data;
    return {
      status: 'active',
      loanId: d.loanId,
      groupId: d.groupId,
      borrowerId: d.borrowerId,
      amount: d.amount,
      totalAmount: d.totalAmount,
      amountPaid: 0,
      loanDate: d.loanDate,
      dueDate: d.dueDate,
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'RepaymentRecorded':
      return { ...state, amountPaid: state.amountPaid + event.data.amount };
    case 'LoanCompleted':
      return { ...state, status: 'completed' };
  }
};

/** What is still to be repaid, principal and service charge. */
export const remainingOf = (state: IssuedLoan): Cents => Math.max(0, state.totalAmount - state.amountPaid);
