import type { Actor } from '@pm/domain';
import type { CurrentUserRow } from '@pm/domain/api/account-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '@/lib/api-client';
import { CURRENT_USER_URL } from '@/lib/query-client';

/** The signed-in user as GET /api/user, POST /api/login and POST /api/register answer it. */
export type User = CurrentUserRow;

export const userQueryKey = [CURRENT_USER_URL] as const;

/** GET /api/user; a 401 means nobody is signed in and answers null. */
export const getUser = async (signal?: AbortSignal): Promise<User | null> => {
  try {
    return await apiGet<User>(CURRENT_USER_URL, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
};

export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: ({ signal }) => getUser(signal),
});

export const useUser = () => useQuery(userQueryOptions);

/** The user as the domain's access policy sees it, for `can` and `hasCapability`. */
export const actorOf = (user: User): Actor => ({
  userId: user.id,
  username: user.username,
  role: user.role,
  regionId: user.regionId,
  clusterId: user.clusterId,
  projectId: user.projectId,
});
