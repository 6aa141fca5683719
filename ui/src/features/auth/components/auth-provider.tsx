import { type ReactNode, useMemo } from 'react';
import { useUser } from '../api/get-user';
import { useLogin } from '../api/login';
import { useLogout } from '../api/logout';
import { useRegister } from '../api/register';
import { AuthContext, type AuthContextValue } from './auth-context';

export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const userQuery = useUser();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const logoutMutation = useLogout();
  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data,
      isLoading: userQuery.isLoading,
      error: userQuery.error,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    [userQuery.data, userQuery.isLoading, userQuery.error, loginMutation, registerMutation, logoutMutation],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
