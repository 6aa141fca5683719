import { assertNever } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { detailsChange } from '../shared';
import type { ProjectCommand } from './commands';
import type { ProjectEvent } from './events';
import type { ProjectState } from './state';

export const decide = (command: ProjectCommand, state: ProjectState): ProjectEvent[] => {
  if (command.type === 'CreateProject') {
    if (state.status !== 'none') throw new ConflictError('This project already exists');
    const { cluster, ...rest } = command.data;
    if (!cluster.isActive) throw new RuleViolation('Cannot add a project to an inactive cluster');
    return [
      { type: 'ProjectCreated', data: { ...rest, clusterId: cluster.clusterId, regionId: cluster.regionId } },
    ];
  }
  if (state.status === 'none') throw new NotFoundError('Project not found');
  switch (command.type) {
    case 'ChangeProjectDetails': {
      const change = detailsChange(state, command.data);
      return change ? [{ type: 'ProjectDetailsChanged', data: change }] : [];
    }
    case 'SetProjectStatus':
      return (state.status === 'active') === command.data.isActive
        ? []
        : [{ type: 'ProjectStatusChanged', data: { isActive: command.data.isActive } }];
    default:
      return assertNever(command);
  }
};
