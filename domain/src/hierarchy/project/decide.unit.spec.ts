import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { type CreateProject, type ProjectCreated, projectDecider } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T10:00:00.000Z',
  actor: { kind: 'user', userId: 1, username: 'admin', role: 'SuperAdmin' },
};

const aCreateProject = (overrides: Partial<CreateProject['data']> = {}): CreateProject => ({
  type: 'CreateProject',
  data: {
    projectId: 12,
    code: 'KE0420',
    name: 'Kakamega Central',
    description: null,
    isActive: true,
    cluster: { clusterId: 1, regionId: 1, isActive: true },
    ...overrides,
  },
  metadata,
});

const projectCreated = (overrides: Partial<ProjectCreated['data']> = {}): ProjectCreated => ({
  type: 'ProjectCreated',
  data: {
    projectId: 12,
    code: 'KE0420',
    name: 'Kakamega Central',
    description: null,
    isActive: true,
    clusterId: 1,
    regionId: 1,
    ...overrides,
  },
});

const { given } = specFor(projectDecider);

describe('project decider', () => {
  it('creates a project in an active cluster, recording the cluster and its region', () => {
    given([]).when(aCreateProject()).then([projectCreated()]);
  });

  it('refuses a project in an inactive cluster', () => {
    given([])
      .when(aCreateProject({ cluster: { clusterId: 1, regionId: 1, isActive: false } }))
      .thenThrows(RuleViolation, 'Cannot add a project to an inactive cluster');
  });

  it('refuses to create the same project twice', () => {
    given([projectCreated()]).when(aCreateProject()).thenThrows(ConflictError);
  });

  it('deactivates an active project', () => {
    given([projectCreated()])
      .when({ type: 'SetProjectStatus', data: { isActive: false }, metadata })
      .then([{ type: 'ProjectStatusChanged', data: { projectId: 12, isActive: false } }]);
  });

  it('records nothing when the status is already the requested one', () => {
    given([projectCreated()])
      .when({ type: 'SetProjectStatus', data: { isActive: true }, metadata })
      .then([]);
    given([projectCreated(), { type: 'ProjectStatusChanged', data: { projectId: 12, isActive: false } }])
      .when({ type: 'SetProjectStatus', data: { isActive: false }, metadata })
      .then([]);
  });

  it('reactivates an inactive project', () => {
    given([projectCreated({ isActive: false })])
      .when({ type: 'SetProjectStatus', data: { isActive: true }, metadata })
      .then([{ type: 'ProjectStatusChanged', data: { projectId: 12, isActive: true } }]);
  });

  it('renames a project and keeps an unchanged description', () => {
    given([projectCreated({ description: 'Centre' })])
      .when({ type: 'ChangeProjectDetails', data: { name: 'Kakamega Town' }, metadata })
      .then([
        {
          type: 'ProjectDetailsChanged',
          data: { projectId: 12, name: 'Kakamega Town', description: 'Centre' },
        },
      ]);
  });

  it('records nothing for an edit that changes nothing', () => {
    given([projectCreated()])
      .when({ type: 'ChangeProjectDetails', data: { name: 'Kakamega Central' }, metadata })
      .then([]);
  });

  it('answers not found for a project that does not exist', () => {
    given([])
      .when({ type: 'SetProjectStatus', data: { isActive: false }, metadata })
      .thenThrows(NotFoundError);
  });
});
