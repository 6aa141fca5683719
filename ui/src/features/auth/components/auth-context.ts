import { createContext, useContext } from 'react';
import type { User } from '../api/get-user';
import type { useLogin } from '../api/login';
import type { useLogout } from '../api/logout';
import type { useRegister } from '../api/register';

export interface AuthContextValue {
  /** The signed-in user, null when signed out, undefined while still loading. */
  readonly user: User | null | undefined;
  readonly isLoading: boolean;
  readonly error: Error | null;
  readonly loginMutation: ReturnType<typeof useLogin>;
  readonly registerMutation: ReturnType<typeof useRegister>;
  readonly logoutMutation: ReturnType<typeof useLogout>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session (spec: states): throws when used outside <AuthProvider>, as spec: error catalogue states. */
export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
};
