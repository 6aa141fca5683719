import type { ProjectEvent } from './events';

export type ProjectState =
  | { status: 'none' }
  | {
      status: 'active' | 'inactive';
      projectId: number;
      code: string;
      name: string;
      description: string | null;
      clusterId: number;
      regionId: number;
    };

export const initialState = (): ProjectState => ({ status: 'none' });

export const evolve = (state: ProjectState, event: ProjectEvent): ProjectState => {
  switch (event.type) {
    case 'ProjectCreated': {
      const { isActive, ...rest } = event.data;
      return { status: isActive ? 'active' : 'inactive', ...rest };
    }
    case 'ProjectDetailsChanged':
      return state.status === 'none' ? state : { ...state, ...event.data };
    case 'ProjectStatusChanged':
      return state.status === 'none'
        ? state
        : { ...state, status: event.data.isActive ? 'active' : 'inactive' };
  }
};
