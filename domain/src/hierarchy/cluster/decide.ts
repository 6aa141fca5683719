import { assertNever } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { detailsChange, recordChange, statusChange } from '../shared';
import type { ClusterCommand } from './commands';
import type { ClusterEvent } from './events';
import type { ClusterState } from './state';

export const decide = (command: ClusterCommand, state: ClusterState): ClusterEvent[] => {
  if (command.type === 'CreateCluster') {
    if (state.status !== 'none') throw new ConflictError('This cluster already exists');
    const { region, ...rest } = command.data;
    if (!region.isActive) throw new RuleViolation('Cannot add a cluster to an inactive region');
    return [{ type: 'ClusterCreated', data: { ...rest, regionId: region.regionId } }];
  }
  if (state.status === 'none') throw new NotFoundError('Cluster not found');
  const id = { clusterId: state.clusterId };
  switch (command.type) {
    case 'ChangeClusterDetails':
      return recordChange('ClusterDetailsChanged', id, detailsChange(state, command.data));
    case 'SetClusterStatus':
      return recordChange('ClusterStatusChanged', id, statusChange(state, command.data));
    default:
      return assertNever(command);
  }
};
