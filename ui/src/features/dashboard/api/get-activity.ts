import type { ActivityRow } from '@pm/domain/api/account-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** One entry of GET /api/activity: an event of the log, newest first, inside the caller's scope. */
export type ActivityEntry = ActivityRow;

export const ACTIVITY_URL = '/api/activity';

export const activityQueryOptions = (projectId: number | undefined, limit: number) =>
  queryOptions({
    queryKey: [ACTIVITY_URL, { projectId, limit }],
    queryFn: ({ signal }) => apiGet<ActivityEntry[]>(ACTIVITY_URL, { params: { projectId, limit }, signal }),
  });

export const useActivity = (
  { projectId, limit }: { readonly projectId?: number; readonly limit: number },
  options: { enabled?: boolean } = {},
) => useQuery({ ...activityQueryOptions(projectId, limit), enabled: options.enabled ?? true });
