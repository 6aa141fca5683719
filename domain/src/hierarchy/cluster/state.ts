import { evolveUnit, type UnitState } from '../shared';
import type { ClusterEvent } from './events';

export type ClusterState = UnitState<{ clusterId: number; regionId: number }>;

export const initialState = (): ClusterState => ({ status: 'none' });

export const evolve = (state: ClusterState, event: ClusterEvent): ClusterState => {
  if (event.type !== 'ClusterCreated') return evolveUnit(state, event.data);
  const { clusterId, regionId, name, description } = event.data;
  return { status: 'active', clusterId, regionId, name, description };
};
