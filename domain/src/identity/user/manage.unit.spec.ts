import { describe, expect, it } from 'vitest';
import type { Actor } from '../../access/policy';
import type { Role } from '../../access/roles';
import type { CommandMetadata } from '../../shared/decider';
import { ForbiddenError, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { assertMayCreateAt, roleCreatedBy } from './creation';
import { type UserCommand, type UserCreated, type UserRegistered, userDecider } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T10:00:00.000Z',
  actor: { kind: 'system', name: 'test' },
};
// Western (1): Kakamega Cluster (1: projects 1, 2) and Bungoma Cluster (2: project 3); Nairobi (2): cluster 3, project 4
const anActor = (role: Role | null, place: Partial<Actor> = {}): Actor => ({
  userId: 100,
  username: 'someone',
  role,
  regionId: null,
  clusterId: null,
  projectId: null,
  ...place,
});
const superAdmin = anActor('SuperAdmin');
const director = anActor('NationalDirector');
const regional = anActor('RegionalAdmin', { regionId: 1 });
const clusterAdmin = anActor('ClusterAdmin', { regionId: 1, clusterId: 1 });
const projectAdmin = anActor('ProjectAdmin', { regionId: 1, clusterId: 1, projectId: 1 });
const facilitator = anActor('ChurchFacilitator', { regionId: 1, clusterId: 1, projectId: 1 });

const at = (regionId: number | null, clusterId: number | null = null, projectId: number | null = null) => ({
  regionId,
  clusterId,
  projectId,
});
const created = (role: Role, place = at(1, 1, 2)): UserCreated => ({
  type: 'UserCreated',
  data: {
    userId: 7,
    username: 'amani',
    role,
    ...place,
    firstName: 'Amani',
    lastName: null,
    email: null,
    phone: null,
    createdBy: 100,
    mustChangePassword: true,
  },
});
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 7, username: 'grace', firstName: null, lastName: null, email: null, phone: null },
};
type Managed = Extract<UserCommand, { data: { actor: unknown } }>;
const command = <T extends Managed['type']>(
  type: T,
  data: Omit<Extract<Managed, { type: T }>['data'], 'userId' | 'reason'>,
) => ({ type, data: { userId: 7, reason: null, ...data }, metadata }) as Extract<Managed, { type: T }>;
const change = { userId: 7, by: 100, reason: null };
const { given } = specFor(userDecider);

describe('who creates whom (docs/access-policy.md "Creating users")', () => {
  it('sets the role one level down, and refuses a role the caller may not create', () => {
    expect(roleCreatedBy(clusterAdmin, null)).toBe('ProjectAdmin');
    expect(roleCreatedBy(projectAdmin, undefined)).toBe('ChurchFacilitator');
    expect(roleCreatedBy(regional, 'ClusterAdmin')).toBe('ClusterAdmin');
    // never a quiet downgrade of what was asked
    expect(() => roleCreatedBy(director, 'SuperAdmin')).toThrow(
      'Your role cannot create SuperAdmin accounts',
    );
    expect(() => roleCreatedBy(regional, 'NationalDirector')).toThrow(ForbiddenError);
    expect(() => roleCreatedBy(projectAdmin, 'ProjectAdmin')).toThrow(ForbiddenError);
  });
  it('lets only SuperAdmin choose the role, and asks it to', () => {
    expect(roleCreatedBy(superAdmin, 'NationalDirector')).toBe('NationalDirector');
    expect(() => roleCreatedBy(superAdmin, undefined)).toThrow(ValidationError);
  });
  it('lets a NationalDirector choose between a RegionalAdmin and an Auditor', () => {
    expect(roleCreatedBy(director, 'Auditor')).toBe('Auditor');
    expect(roleCreatedBy(director, 'RegionalAdmin')).toBe('RegionalAdmin');
    expect(roleCreatedBy(director, undefined)).toBe('RegionalAdmin');
    expect(roleCreatedBy(superAdmin, 'Auditor')).toBe('Auditor');
    expect(() => roleCreatedBy(regional, 'Auditor')).toThrow(ForbiddenError);
    expect(() => assertMayCreateAt(director, 'Auditor', at(2, 3, 4))).not.toThrow();
  });
  it('refuses a ChurchFacilitator, an Auditor and an unassigned account with 403', () => {
    expect(() => roleCreatedBy(facilitator, 'ChurchFacilitator')).toThrow(ForbiddenError);
    expect(() => roleCreatedBy(anActor('Auditor'), 'Auditor')).toThrow(ForbiddenError);
    expect(() => roleCreatedBy(anActor(null), 'ProjectAdmin')).toThrow(ForbiddenError);
  });
  it('places NationalDirector creations in any region', () => {
    expect(() => assertMayCreateAt(director, 'RegionalAdmin', at(2))).not.toThrow();
  });
  it('places RegionalAdmin creations only in a cluster of its region', () => {
    expect(() => assertMayCreateAt(regional, 'ClusterAdmin', at(1, 2))).not.toThrow();
    expect(() => assertMayCreateAt(regional, 'ClusterAdmin', at(2, 3))).toThrow(ForbiddenError);
  });
  it('places ClusterAdmin creations only in a project of its cluster', () => {
    expect(() => assertMayCreateAt(clusterAdmin, 'ProjectAdmin', at(1, 1, 2))).not.toThrow();
    expect(() => assertMayCreateAt(clusterAdmin, 'ProjectAdmin', at(1, 2, 3))).toThrow(ForbiddenError);
  });
  it('places ProjectAdmin creations only in its project', () => {
    expect(() => assertMayCreateAt(projectAdmin, 'ChurchFacilitator', at(1, 1, 1))).not.toThrow();
    expect(() => assertMayCreateAt(projectAdmin, 'ChurchFacilitator', at(1, 1, 2))).toThrow(ForbiddenError);
  });
  it('lets SuperAdmin place anyone anywhere', () => {
    expect(() => assertMayCreateAt(superAdmin, 'ChurchFacilitator', at(2, 3, 4))).not.toThrow();
  });
});

describe('managing an account', () => {
  const profile = { firstName: 'Neema', lastName: 'Auma', email: 'n@example.org', phone: null };
  it('updates the profile of a user one level down in scope, recording who', () => {
    given([created('ProjectAdmin')])
      .when(command('UpdateUser', { actor: clusterAdmin, ...profile }))
      .then([{ type: 'UserUpdated', data: { ...change, ...profile } }]);
  });
  it('keeps fields left out and records nothing when nothing changes', () => {
    given([created('ProjectAdmin')])
      .when(command('UpdateUser', { actor: clusterAdmin, firstName: 'Amani' }))
      .then([]);
  });
  it('answers 404 for a user outside the scope and 403 for another level inside it', () => {
    given([created('ProjectAdmin', at(1, 2, 3))])
      .when(command('UpdateUser', { actor: clusterAdmin }))
      .thenThrows(NotFoundError);
    given([created('ChurchFacilitator')])
      .when(command('DeactivateUser', { actor: clusterAdmin }))
      .thenThrows(ForbiddenError);
    given([])
      .when(command('DeactivateUser', { actor: superAdmin }))
      .thenThrows(NotFoundError);
  });
  it('refuses to manage one’s own account here', () => {
    given([created('ProjectAdmin')])
      .when(command('DeactivateUser', { actor: { ...clusterAdmin, userId: 7 } }))
      .thenThrows(ForbiddenError);
    given([created('SuperAdmin', at(null))])
      .when(command('DeactivateUser', { actor: { ...superAdmin, userId: 7 } }))
      .thenThrows(ForbiddenError);
  });
  it('deactivates and reactivates, each once', () => {
    const deactivated = { type: 'UserDeactivated' as const, data: change };
    given([created('ProjectAdmin')])
      .when(command('DeactivateUser', { actor: clusterAdmin }))
      .then([deactivated]);
    given([created('ProjectAdmin'), deactivated])
      .when(command('DeactivateUser', { actor: clusterAdmin }))
      .then([]);
    given([created('ProjectAdmin'), deactivated])
      .when(command('ReactivateUser', { actor: clusterAdmin }))
      .then([{ type: 'UserReactivated', data: change }]);
  });
  it('records a password reset without any password', () => {
    given([created('ChurchFacilitator', at(1, 1, 1))])
      .when(command('ResetPassword', { actor: projectAdmin }))
      .then([{ type: 'PasswordReset', data: change }]);
  });
  it('lets SuperAdmin manage every level', () => {
    given([created('NationalDirector', at(null))])
      .when(command('ResetPassword', { actor: superAdmin }))
      .then([{ type: 'PasswordReset', data: change }]);
  });
  it('records a refused attempt on the stream of the user who tried', () => {
    const refusal = { userId: 7, action: 'create_user' as const, targetUserId: null, reason: 'No' };
    given([created('ChurchFacilitator', at(1, 1, 1))])
      .when({ type: 'RecordRefusal', data: refusal, metadata })
      .then([{ type: 'UserManagementRefused', data: refusal }]);
  });
  it('lets the user change its own password', () => {
    given([created('ProjectAdmin')])
      .when({ type: 'ChangePassword', data: { userId: 7 }, metadata })
      .then([{ type: 'PasswordChanged', data: { userId: 7 } }]);
  });
});

describe('assigning a role to a self-registered account', () => {
  const assignment = { role: 'ProjectAdmin' as const, ...at(1, 1, 2) };
  it('lets SuperAdmin give it a role and scope', () => {
    given([registered])
      .when(command('AssignRole', { actor: superAdmin, ...assignment }))
      .then([{ type: 'RoleAssigned', data: { ...change, ...assignment } }]);
  });
  it('is for SuperAdmin only', () => {
    given([registered])
      .when(command('AssignRole', { actor: director, ...assignment }))
      .thenThrows(ForbiddenError);
  });
  it('needs a complete scope and an account still waiting', () => {
    given([registered])
      .when(command('AssignRole', { actor: superAdmin, ...assignment, projectId: null }))
      .thenThrows(ValidationError, 'A ProjectAdmin must be assigned to a project');
    given([created('ProjectAdmin')])
      .when(command('AssignRole', { actor: superAdmin, ...assignment }))
      .thenThrows(RuleViolation);
  });
});
