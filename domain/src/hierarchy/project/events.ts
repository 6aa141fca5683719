import type { DomainEvent } from '../../shared/decider';
import type { UnitDetails } from '../shared';

export type ProjectCreated = DomainEvent<
  'ProjectCreated',
  { projectId: number; code: string; clusterId: number; regionId: number; isActive: boolean } & UnitDetails
>;
export type ProjectDetailsChanged = DomainEvent<'ProjectDetailsChanged', { projectId: number } & UnitDetails>;
export type ProjectStatusChanged = DomainEvent<
  'ProjectStatusChanged',
  { projectId: number; isActive: boolean }
>;

export type ProjectEvent = ProjectCreated | ProjectDetailsChanged | ProjectStatusChanged;
