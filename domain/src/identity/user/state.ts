import type { Role } from '../../access/roles';
import type { Language } from '../../shared/language';
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
      /** null: never chosen (the browser's choice applies). */
      language: Language | null;
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
        language: null,
      };
    case 'UserCreated': {
      const { createdBy: _createdBy, ...rest } = event.data;
      return state.status === 'none' ? { status: 'active', ...rest, language: null } : state;
    }
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'UserUpdated': {
      const { firstName, lastName, email, phone } = event.data;
      return { ...state, firstName, lastName, email, phone };
    }
    case 'UserDeactivated':
      return { ...state, status: 'inactive' };
    case 'UserReactivated':
      return { ...state, status: 'active' };
    case 'PasswordReset':
      return { ...state, mustChangePassword: true };
    case 'PasswordChanged':
      return { ...state, mustChangePassword: false };
    case 'LanguageChosen':
      return { ...state, language: event.data.language };
    case 'UserManagementRefused':
      return state;
    case 'RoleAssigned': {
      const { role, regionId, clusterId, projectId } = event.data;
      return { ...state, role, regionId, clusterId, projectId };
    }
  }
};
