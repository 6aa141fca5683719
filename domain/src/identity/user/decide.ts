import { assignmentLevel } from '../../access/policy';
import { assertNever } from '../../shared/decider';
import { ConflictError, ValidationError } from '../../shared/errors';
import type { UserCommand } from './commands';
import type { UserEvent } from './events';
import type { UserState } from './state';

export const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This user already exists');
  switch (command.type) {
    case 'RegisterUser':
      return [{ type: 'UserRegistered', data: command.data }];
    case 'CreateUser': {
      const { role, regionId, clusterId, projectId } = command.data;
      const level = assignmentLevel(role);
      const complete =
        level === 'none' ||
        (level === 'region' && regionId !== null) ||
        (level === 'cluster' && clusterId !== null && regionId !== null) ||
        (level === 'project' && projectId !== null && clusterId !== null && regionId !== null);
      if (!complete) throw new ValidationError(`A ${role} must be assigned to a ${level}`);
      return [{ type: 'UserCreated', data: command.data }];
    }
    default:
      return assertNever(command);
  }
};
