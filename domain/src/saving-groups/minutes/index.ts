import type { Decider } from '../../shared/decider';
import type { MinutesCommand } from './commands';
import { decide } from './decide';
import type { MinutesEvent } from './events';
import { evolve, initialState, type MinutesState } from './state';

export type * from './commands';
export { MAX_MINUTES_FILE_BYTES } from './decide';
export type * from './events';
export type { MinutesState } from './state';

export const minutesStream = (id: number): string => `minutes-${id}`;
export const minutesDecider: Decider<MinutesCommand, MinutesEvent, MinutesState> = {
  decide,
  evolve,
  initialState,
};
