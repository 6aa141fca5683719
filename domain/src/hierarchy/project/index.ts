import type { Decider } from '../../shared/decider';
import type { ProjectCommand } from './commands';
import { decide } from './decide';
import type { ProjectEvent } from './events';
import { evolve, initialState, type ProjectState } from './state';

export type * from './commands';
export type * from './events';
export type { ProjectState } from './state';

export const projectStream = (projectId: number): string => `project-${projectId}`;
export const projectDecider: Decider<ProjectCommand, ProjectEvent, ProjectState> = {
  decide,
  evolve,
  initialState,
};
