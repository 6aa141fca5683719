import {
  assertCan,
  type ClusterCommand,
  type ClusterEvent,
  type ClusterState,
  type CreateClusterInput,
  clusterDecider,
  clusterStream,
  regionDecider,
  regionStream,
  ValidationError,
} from '@pm/domain';
import { loadAggregate } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { createUnit, type UnitChange, type UnitKind, uniqueNameOf, updateUnit } from './unit';

/** The cluster aggregate (`cluster-N`): SuperAdmin adds clusters to active regions; names are unique. */

const clusterName = uniqueNameOf('cluster');

const clusters: UnitKind<ClusterCommand, ClusterEvent, ClusterState> = {
  what: 'Cluster',
  decider: clusterDecider,
  stream: clusterStream,
  capability: 'hierarchy.manage',
  location: (state, clusterId) => ({ regionId: state.regionId, clusterId, projectId: null }),
  uniqueName: clusterName,
  changeDetails: (data) => ({ type: 'ChangeClusterDetails', data }),
  setStatus: (isActive) => ({ type: 'SetClusterStatus', data: { isActive } }),
};

export const createCluster = async (ctx: CommandContext, input: CreateClusterInput): Promise<Written> => {
  assertCan(ctx.principal.actor, 'hierarchy.manage');
  const { state: region } = await loadAggregate(ctx.deps, regionDecider, regionStream(input.regionId));
  if (region.status === 'none')
    throw new ValidationError('Region not found', { regionId: 'Region not found' });
  const { regionId, ...details } = input;
  return createUnit(ctx, clusters, { key: clusterName, value: input.name }, (clusterId) => ({
    type: 'CreateCluster',
    data: { clusterId, ...details, region: { regionId, isActive: region.status === 'active' } },
  }));
};

export const updateCluster = (ctx: CommandContext, clusterId: number, input: UnitChange): Promise<Written> =>
  updateUnit(ctx, clusters, clusterId, input);
