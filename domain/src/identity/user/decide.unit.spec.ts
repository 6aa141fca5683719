import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { type CreateUser, type UserRegistered, userDecider } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T10:00:00.000Z',
  actor: { kind: 'system', name: 'test' },
};
const profile = { firstName: 'Ruth', lastName: 'Nafula', email: null, phone: null };
const aCreateUser = (overrides: Partial<CreateUser['data']> = {}): CreateUser => ({
  type: 'CreateUser',
  data: {
    userId: 5,
    username: 'project',
    role: 'ProjectAdmin',
    regionId: 1,
    clusterId: 1,
    projectId: 1,
    createdBy: null,
    mustChangePassword: true,
    ...profile,
    ...overrides,
  },
  metadata,
});
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 5, username: 'ruth', ...profile },
};
const { given } = specFor(userDecider);

describe('user decider', () => {
  it('keeps the language a user chooses, and nothing when it is already the chosen one', () => {
    const choose = (language: 'en' | 'sw') =>
      ({ type: 'ChooseLanguage', data: { userId: 5, language }, metadata }) as const;
    const chosen = { type: 'LanguageChosen', data: { userId: 5, language: 'sw' } } as const;
    given([registered]).when(choose('sw')).then([chosen]);
    given([registered, chosen]).when(choose('sw')).then([]);
    given([registered, chosen])
      .when(choose('en'))
      .then([{ type: 'LanguageChosen', data: { userId: 5, language: 'en' } }]);
    given([]).when(choose('sw')).thenThrows(NotFoundError, 'User not found');
  });
  it('registers a self-signed-up account (role and scope come later from an administrator)', () => {
    given([]).when({ type: 'RegisterUser', data: registered.data, metadata }).then([registered]);
  });
  it('creates an account with a complete assignment', () => {
    const command = aCreateUser();
    given([])
      .when(command)
      .then([{ type: 'UserCreated', data: command.data }]);
  });
  it('refuses a project-level role without a project', () => {
    given([])
      .when(aCreateUser({ projectId: null }))
      .thenThrows(ValidationError, 'A ProjectAdmin must be assigned to a project');
  });
  it('creates an Auditor for the whole programme or any place whose chain is whole', () => {
    for (const place of [
      { regionId: null, clusterId: null, projectId: null },
      { regionId: 1, clusterId: null, projectId: null },
      { regionId: 1, clusterId: 1, projectId: 2 },
    ]) {
      const command = aCreateUser({ role: 'Auditor', ...place });
      given([])
        .when(command)
        .then([{ type: 'UserCreated', data: command.data }]);
    }
    given([])
      .when(aCreateUser({ role: 'Auditor', regionId: null, clusterId: null, projectId: 2 }))
      .thenThrows(ValidationError, "An Auditor's place must name the levels above it");
  });
  it('refuses a RegionalAdmin without a region', () => {
    given([])
      .when(aCreateUser({ role: 'RegionalAdmin', regionId: null, clusterId: null, projectId: null }))
      .thenThrows(ValidationError);
  });
  it('creates national roles without any assignment', () => {
    const command = aCreateUser({
      role: 'NationalDirector',
      regionId: null,
      clusterId: null,
      projectId: null,
    });
    given([])
      .when(command)
      .then([{ type: 'UserCreated', data: command.data }]);
  });
  it('refuses to create an account twice', () => {
    given([registered]).when(aCreateUser()).thenThrows(ConflictError);
  });
});
