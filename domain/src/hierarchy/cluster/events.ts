import type { DomainEvent } from '../../shared/decider';
import type { UnitDetails } from '../shared';

export type ClusterCreated = DomainEvent<
  'ClusterCreated',
  { clusterId: number; regionId: number } & UnitDetails
>;
export type ClusterDetailsChanged = DomainEvent<'ClusterDetailsChanged', { clusterId: number } & UnitDetails>;
export type ClusterStatusChanged = DomainEvent<
  'ClusterStatusChanged',
  { clusterId: number; isActive: boolean }
>;

export type ClusterEvent = ClusterCreated | ClusterDetailsChanged | ClusterStatusChanged;
