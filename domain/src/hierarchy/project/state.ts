import { evolveUnit, type UnitState } from '../shared';
import type { ProjectEvent } from './events';

export type ProjectState = UnitState<{
  projectId: number;
  code: string;
  clusterId: number;
  regionId: number;
}>;

export const initialState = (): ProjectState => ({ status: 'none' });

export const evolve = (state: ProjectState, event: ProjectEvent): ProjectState => {
  if (event.type !== 'ProjectCreated') return evolveUnit(state, event.data);
  const { isActive, ...rest } = event.data;
  return { status: isActive ? 'active' : 'inactive', ...rest };
};
