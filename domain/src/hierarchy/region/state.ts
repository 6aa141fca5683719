import { evolveUnit, type UnitState } from '../shared';
import type { RegionEvent } from './events';

export type RegionState = UnitState<{ regionId: number }>;

export const initialState = (): RegionState => ({ status: 'none' });

export const evolve = (state: RegionState, event: RegionEvent): RegionState => {
  if (event.type !== 'RegionCreated') return evolveUnit(state, event.data);
  const { regionId, name, description } = event.data;
  return { status: 'active', regionId, name, description };
};
