import type { Decider } from '../../shared/decider';
import type { ClusterCommand } from './commands';
import { decide } from './decide';
import type { ClusterEvent } from './events';
import { type ClusterState, evolve, initialState } from './state';

export type * from './commands';
export type * from './events';
export type { ClusterState } from './state';

export const clusterStream = (clusterId: number): string => `cluster-${clusterId}`;
export const clusterDecider: Decider<ClusterCommand, ClusterEvent, ClusterState> = {
  decide,
  evolve,
  initialState,
};
