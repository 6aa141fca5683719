import type { DomainEvent } from '../../shared/decider';

export type ProjectCreated = DomainEvent<
  'ProjectCreated',
  {
    projectId: number;
    code: string;
    name: string;
    description: string | null;
    clusterId: number;
    regionId: number;
    isActive: boolean;
  }
>;
export type ProjectDetailsChanged = DomainEvent<
  'ProjectDetailsChanged',
  { name: string; description: string | null }
>;
export type ProjectStatusChanged = DomainEvent<'ProjectStatusChanged', { isActive: boolean }>;
export type ProjectEvent = ProjectCreated | ProjectDetailsChanged | ProjectStatusChanged;
