import { type Actor, assignmentLevel, canManageUser, inScope } from '../../access/policy';
import { assertNever } from '../../shared/decider';
import {
  ConflictError,
  ForbiddenError,
  msg,
  NotFoundError,
  RuleViolation,
  ValidationError,
} from '../../shared/errors';
import type { UserCommand } from './commands';
import type { Assignment, Profile, UserEvent } from './events';
import type { UserState } from './state';

type Existing = Extract<UserState, { userId: number }>;

const assertComplete = ({ role, regionId, clusterId, projectId }: Assignment): void => {
  const level = assignmentLevel(role);
  // the chain above the most specific place must be whole (a project knows its cluster and region)
  const chained = (projectId === null || clusterId !== null) && (clusterId === null || regionId !== null);
  if (level === 'any') {
    // an Auditor: the programme, a region, a cluster or a project
    if (!chained) throw new ValidationError("An Auditor's place must name the levels above it");
    return;
  }
  const complete =
    level === 'none' ||
    (level === 'region' && regionId !== null) ||
    (level === 'cluster' && clusterId !== null && regionId !== null) ||
    (level === 'project' && projectId !== null && clusterId !== null && regionId !== null);
  if (!complete) throw new ValidationError(msg`A ${{ role }} must be assigned to a ${{ level }}`);
};

/**
 * A change to someone else's account: only a user who could have created it (docs/access-policy.md). An
 * account outside the actor's scope answers as if it did not exist; one inside it of another level 403.
 */
const assertManages = (actor: Actor | null, state: UserState): Existing => {
  if (state.status === 'none') throw new NotFoundError('User not found');
  if (actor?.userId === state.userId) throw new ForbiddenError('You cannot manage your own account here');
  if (actor === null || actor.role === 'SuperAdmin') return state;
  if (!inScope(actor, state)) throw new NotFoundError('User not found');
  if (!canManageUser(actor, state.role, state)) throw new ForbiddenError();
  return state;
};

const changeOf = (data: { userId: number; actor: Actor | null; reason: string | null }) => ({
  userId: data.userId,
  by: data.actor?.userId ?? null,
  reason: data.reason,
});

export const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser':
      if (state.status !== 'none') throw new ConflictError('This user already exists');
      return [{ type: 'UserRegistered', data: command.data }];
    case 'CreateUser':
      if (state.status !== 'none') throw new ConflictError('This user already exists');
      assertComplete(command.data);
      return [{ type: 'UserCreated', data: command.data }];
    case 'UpdateUser': {
      const user = assertManages(command.data.actor, state);
      const keep = <K extends keyof Profile>(key: K): Profile[K] => {
        const value = command.data[key];
        return value === undefined ? user[key] : value;
      };
      const profile: Profile = {
        firstName: keep('firstName'),
        lastName: keep('lastName'),
        email: keep('email'),
        phone: keep('phone'),
      };
      const same = (Object.keys(profile) as (keyof Profile)[]).every((k) => profile[k] === user[k]);
      return same ? [] : [{ type: 'UserUpdated', data: { ...changeOf(command.data), ...profile } }];
    }
    case 'DeactivateUser':
      return assertManages(command.data.actor, state).status === 'inactive'
        ? []
        : [{ type: 'UserDeactivated', data: changeOf(command.data) }];
    case 'ReactivateUser':
      return assertManages(command.data.actor, state).status === 'active'
        ? []
        : [{ type: 'UserReactivated', data: changeOf(command.data) }];
    case 'ResetPassword':
      assertManages(command.data.actor, state);
      return [{ type: 'PasswordReset', data: changeOf(command.data) }];
    case 'AssignRole': {
      const { actor, role, regionId, clusterId, projectId } = command.data;
      if (actor !== null && actor.role !== 'SuperAdmin') throw new ForbiddenError();
      if (state.status === 'none') throw new NotFoundError('User not found');
      if (state.role !== null)
        throw new RuleViolation(msg`${{ username: state.username }} already has a role`);
      assertComplete({ role, regionId, clusterId, projectId });
      return [
        { type: 'RoleAssigned', data: { ...changeOf(command.data), role, regionId, clusterId, projectId } },
      ];
    }
    case 'ChangePassword':
      if (state.status !== 'active') throw new NotFoundError('User not found');
      return [{ type: 'PasswordChanged', data: { userId: command.data.userId } }];
    case 'ChooseLanguage':
      if (state.status !== 'active') throw new NotFoundError('User not found');
      return state.language === command.data.language
        ? []
        : [
            {
              type: 'LanguageChosen',
              data: { userId: command.data.userId, language: command.data.language },
            },
          ];
    case 'RecordRefusal':
      if (state.status === 'none') return [];
      return [{ type: 'UserManagementRefused', data: command.data }];
    default:
      return assertNever(command);
  }
};
