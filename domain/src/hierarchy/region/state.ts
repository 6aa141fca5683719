import type { RegionEvent } from './events';

export type RegionState =
  | { status: 'none' }
  | { status: 'active' | 'inactive'; regionId: number; name: string; description: string | null };

export const initialState = (): RegionState => ({ status: 'none' });

export const evolve = (state: RegionState, event: RegionEvent): RegionState => {
  switch (event.type) {
    case 'RegionCreated':
      return { status: 'active', ...event.data };
    case 'RegionDetailsChanged':
      return state.status === 'none' ? state : { ...state, ...event.data };
    case 'RegionStatusChanged':
      return state.status === 'none'
        ? state
        : { ...state, status: event.data.isActive ? 'active' : 'inactive' };
  }
};
