import type { Decider } from '../../shared/decider';
import type { RegionCommand } from './commands';
import { decide } from './decide';
import type { RegionEvent } from './events';
import { evolve, initialState, type RegionState } from './state';

export type * from './commands';
export type * from './events';
export type { RegionState } from './state';

export const regionStream = (regionId: number): string => `region-${regionId}`;
export const regionDecider: Decider<RegionCommand, RegionEvent, RegionState> = {
  decide,
  evolve,
  initialState,
};
