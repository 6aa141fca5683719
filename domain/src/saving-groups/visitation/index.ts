import type { Decider } from '../../shared/decider';
import type { VisitationCommand } from './commands';
import { decide } from './decide';
import type { VisitationEvent } from './events';
import { evolve, initialState, type VisitationState } from './state';

export type * from './commands';
export type * from './events';
export type { VisitationState } from './state';

export const visitationStream = (id: number): string => `visitation-${id}`;
export const visitationDecider: Decider<VisitationCommand, VisitationEvent, VisitationState> = {
  decide,
  evolve,
  initialState,
};
