import type { QueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '@/lib/query-client';
import { MANAGED_USERS_URL, WAITING_USERS_URL } from './get-managed-users';
import { USER_ACTIONS_URL } from './get-user-actions';

/** After a user-management write: the users, the waiting list and the actions table are refetched. */
export const invalidateAfterUserWrite = (client: QueryClient): Promise<void> =>
  invalidateUrls(client, [MANAGED_USERS_URL, WAITING_USERS_URL, USER_ACTIONS_URL, '/api/dashboard/stats']);
