import type { Role } from '../../access/roles';
import type { Profile, UserEvent } from './events';

export type UserState =
  | { status: 'none' }
  | ({
      status: 'active' | 'inactive';
      userId: number;
      username: string;
      role: Role | null;
      regionId: number | null;
      clusterId: number | null;
      projectId: number | null;
      mustChangePassword: boolean;
    } & Profile);

export const initialState = (): UserState => ({ status: 'none' });

export const evolve = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'active',
        ...event.data,
        role: null,
        regionId: null,
        clusterId: null,
        projectId: null,
        mustChangePassword: false,
      };
    case 'UserCreated': {
      const { createdBy: _createdBy, ...rest } = event.data;
      return state.status === 'none' ? { status: 'active', ...rest } : state;
    }
  }
};
