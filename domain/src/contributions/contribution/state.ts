import type { Cents } from '../../shared/money';
import type { ContributionEvent, PaymentSource } from './events';

export type ContributionState =
  | { status: 'none' }
  | {
      status: 'open';
      id: number;
      participantId: number;
      projectId: number;
      clusterId: number;
      regionId: number;
      month: string;
      expectedAmount: Cents;
      paidAmount: Cents;
      /** paymentId → amount, whether it was reversed, and where its money came from (none: staff) */
      payments: Readonly<Record<number, { amount: Cents; reversed: boolean; source?: PaymentSource }>>;
    };

export const initialState = (): ContributionState => ({ status: 'none' });

export const evolve = (state: ContributionState, event: ContributionEvent): ContributionState => {
  if (event.type === 'ContributionOpened')
    return { status: 'open', ...event.data, paidAmount: 0, payments: {} };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentRecorded':
      return {
        ...state,
        paidAmount: state.paidAmount + event.data.amount,
        payments: {
          ...state.payments,
          [event.data.paymentId]: {
            amount: event.data.amount,
            reversed: false,
            ...(event.data.source ? { source: event.data.source } : {}),
          },
        },
      };
    case 'PaymentReversed':
      return {
        ...state,
        paidAmount: state.paidAmount - event.data.amount,
        payments: {
          ...state.payments,
          [event.data.paymentId]: {
            ...state.payments[event.data.paymentId],
            amount: event.data.amount,
            reversed: true,
          },
        },
      };
  }
};

export const outstandingOf = (state: Extract<ContributionState, { status: 'open' }>): Cents =>
  Math.max(0, state.expectedAmount - state.paidAmount);

export type ContributionStatus = 'Paid' | 'Partial' | 'Outstanding' | 'Overdue';

/**
 * Paid when paid reaches expected; Overdue when the month has ended with an amount outstanding;
 * Partial when something but not all is paid; Outstanding when nothing is paid in the current month.
 */
export const contributionStatus = (
  expected: Cents,
  paid: Cents,
  month: string,
  today: string,
): ContributionStatus => {
  if (paid >= expected) return 'Paid';
  if (month < today.slice(0, 7)) return 'Overdue';
  return paid > 0 ? 'Partial' : 'Outstanding';
};
