import { assertNever } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { detailsChange } from '../shared';
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
  switch (command.type) {
    case 'ChangeClusterDetails': {
      const change = detailsChange(state, command.data);
      return change ? [{ type: 'ClusterDetailsChanged', data: change }] : [];
    }
    case 'SetClusterStatus':
      return (state.status === 'active') === command.data.isActive
        ? []
        : [{ type: 'ClusterStatusChanged', data: { isActive: command.data.isActive } }];
    default:
      return assertNever(command);
  }
};
