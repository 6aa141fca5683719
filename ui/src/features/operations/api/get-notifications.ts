import type { NotificationRow } from '@pm/domain/api/notification-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const NOTIFICATIONS_URL = '/api/notifications';

/** The bell's lines for the reader's scope (or the header's project), checked every minute. */
export const notificationsQueryOptions = (projectId: number | undefined) =>
  queryOptions({
    queryKey: [NOTIFICATIONS_URL, { projectId }],
    queryFn: ({ signal }) =>
      apiGet<NotificationRow[]>(
        projectId === undefined ? NOTIFICATIONS_URL : `${NOTIFICATIONS_URL}?projectId=${projectId}`,
        { signal },
      ),
    refetchInterval: 60_000,
  });

export const useNotifications = (projectId: number | undefined, enabled: boolean) =>
  useQuery({ ...notificationsQueryOptions(projectId), enabled });
