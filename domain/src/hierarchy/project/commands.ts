import type { Command } from '../../shared/decider';

/** `cluster` is the parent as the command service found it. The code's uniqueness is reserved by the service. */
export type CreateProject = Command<
  'CreateProject',
  {
    projectId: number;
    code: string;
    name: string;
    description: string | null;
    isActive: boolean;
    cluster: { clusterId: number; regionId: number; isActive: boolean };
  }
>;
export type ChangeProjectDetails = Command<
  'ChangeProjectDetails',
  { name?: string; description?: string | null }
>;
export type SetProjectStatus = Command<'SetProjectStatus', { isActive: boolean }>;
export type ProjectCommand = CreateProject | ChangeProjectDetails | SetProjectStatus;
