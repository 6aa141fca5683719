import type { ClusterEvent } from './events';

export type ClusterState =
  | { status: 'none' }
  | {
      status: 'active' | 'inactive';
      clusterId: number;
      regionId: number;
      name: string;
      description: string | null;
    };

export const initialState = (): ClusterState => ({ status: 'none' });

export const evolve = (state: ClusterState, event: ClusterEvent): ClusterState => {
  switch (event.type) {
    case 'ClusterCreated':
      return { status: 'active', ...event.data };
    case 'ClusterDetailsChanged':
      return state.status === 'none' ? state : { ...state, ...event.data };
    case 'ClusterStatusChanged':
      return state.status === 'none'
        ? state
        : { ...state, status: event.data.isActive ? 'active' : 'inactive' };
  }
};
