import type { Decider } from '../../shared/decider';
import type { ContributionCommand } from './commands';
import { decide } from './decide';
import type { ContributionEvent } from './events';
import { type ContributionState, evolve, initialState } from './state';

export type * from './commands';
export type * from './events';
export { type ContributionState, type ContributionStatus, contributionStatus, outstandingOf } from './state';

export const contributionStream = (id: number): string => `contribution-${id}`;
export const contributionDecider: Decider<ContributionCommand, ContributionEvent, ContributionState> = {
  decide,
  evolve,
  initialState,
};
