import type { ReactNode } from 'react';
import type { User } from '../api/get-user';
import { AuthContext, type AuthContextValue } from '../components/auth-context';

/** A signed-in user for page tests: KE0420's ProjectAdmin unless told otherwise. */
export const aSignedInUser = (overrides: Partial<User> = {}): User => ({
  id: 5,
  username: 'someone',
  role: 'ProjectAdmin',
  regionId: 1,
  clusterId: 2,
  projectId: 3,
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  mustChangePassword: false,
  language: null,
  regionName: 'Western',
  clusterName: 'Kakamega Cluster',
  projectCode: 'KE0420',
  projectName: 'Kakamega Central',
  ...overrides,
});

/** Renders its children as `user` sees them: pages read only the signed-in user from the session. */
export function SignedIn({ user, children }: { readonly user: User; readonly children: ReactNode }) {
  const session = { user, isLoading: false, error: null } as unknown as AuthContextValue;
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}
