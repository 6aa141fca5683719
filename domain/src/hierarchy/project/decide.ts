import { assertNever } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { detailsChange, recordChange, statusChange } from '../shared';
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
  const id = { projectId: state.projectId };
  switch (command.type) {
    case 'ChangeProjectDetails':
      return recordChange('ProjectDetailsChanged', id, detailsChange(state, command.data));
    case 'SetProjectStatus':
      return recordChange('ProjectStatusChanged', id, statusChange(state, command.data));
    default:
      return assertNever(command);
  }
};
