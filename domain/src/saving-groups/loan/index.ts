import type { Decider } from '../../shared/decider';
import type { LoanCommand } from './commands';
import { decide } from './decide';
import type { LoanEvent } from './events';
import { evolve, initialState, type LoanState } from './state';

export type * from './commands';
export type * from './events';
export { type IssuedLoan, type LoanState, remainingOf } from './state';

export const loanStream = (id: number): string => `loan-${id}`;
export const loanDecider: Decider<LoanCommand, LoanEvent, LoanState> = {
  decide,
  evolve,
  initialState,
};
