import type { Decider } from '../../shared/decider';
import type { ParticipantCommand } from './commands';
import { decide } from './decide';
import type { ParticipantEvent } from './events';
import { evolve, initialState, type ParticipantState } from './state';

export type * from './commands';
export type * from './events';
export type { ParticipantState } from './state';

export const participantStream = (id: number): string => `participant-${id}`;
export const participantDecider: Decider<ParticipantCommand, ParticipantEvent, ParticipantState> = {
  decide,
  evolve,
  initialState,
};
