import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_URL } from '@/lib/query-client';
import { clearOfflineReads } from '@/offline/offline-reads';
import { type User, userQueryKey } from './get-user';

/**
 * Sets (or clears) the signed-in user and drops every other cached answer: lists never go stale on their
 * own (spec: limits), so without this the next user of the tab would see the previous user's scope. The reads
 * the phone kept for offline use go too.
 */
export const replaceSessionUser = (client: QueryClient, user: User | null): void => {
  void clearOfflineReads();
  client.setQueryData(userQueryKey, user);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_URL });
};
