import type { Command } from '../../shared/decider';

/** `region` is the parent as the command service found it: a cluster cannot be added to an inactive region. */
export type CreateCluster = Command<
  'CreateCluster',
  {
    clusterId: number;
    name: string;
    description: string | null;
    region: { regionId: number; isActive: boolean };
  }
>;
export type ChangeClusterDetails = Command<
  'ChangeClusterDetails',
  { name?: string; description?: string | null }
>;
export type SetClusterStatus = Command<'SetClusterStatus', { isActive: boolean }>;
export type ClusterCommand = CreateCluster | ChangeClusterDetails | SetClusterStatus;
