import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** One entry of GET /api/activity: an event of the log, newest first, inside the caller's scope. */
export interface ActivityEntry {
  readonly position: string;
  /** The event type, e.g. PaymentRecorded. */
  readonly type: string;
  readonly summary: string;
  readonly actor: {
    readonly kind: 'user' | 'system';
    readonly username?: string;
    readonly role?: string | null;
    readonly name?: string;
  };
  readonly occurredAt: string;
  readonly streamId: string;
}

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
