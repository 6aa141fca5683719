import type { DomainEvent } from '../../shared/decider';

export type ClusterCreated = DomainEvent<
  'ClusterCreated',
  { clusterId: number; regionId: number; name: string; description: string | null }
>;
export type ClusterDetailsChanged = DomainEvent<
  'ClusterDetailsChanged',
  { name: string; description: string | null }
>;
export type ClusterStatusChanged = DomainEvent<'ClusterStatusChanged', { isActive: boolean }>;
export type ClusterEvent = ClusterCreated | ClusterDetailsChanged | ClusterStatusChanged;
