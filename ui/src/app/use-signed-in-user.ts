import type { Role } from '@pm/domain';
import { actorOf, type User } from '@/features/auth/api/get-user';
import { useAuth } from '@/features/auth/components/auth-context';

export type AssignedUser = User & { readonly role: Role };

/** For pages inside the guard, which only renders them for a signed-in user with a role. */
export const useSignedInUser = () => {
  const { user } = useAuth();
  if (!user || user.role === null) throw new Error('useSignedInUser is for pages behind the route guard');
  const assigned: AssignedUser = { ...user, role: user.role };
  return { user: assigned, actor: actorOf(assigned) };
};
