import type { ActorRef } from '@pm/domain';
import type { HistoryEventRow } from '@pm/domain/api/account-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** One recorded event of a stream, as GET /api/history/{stream} answers it (oldest first). */
export type HistoryEvent = HistoryEventRow;

/** Streams are named after their aggregate: project-12, region-3, cluster-5. */
export const historyUrl = (stream: string): string => `/api/history/${encodeURIComponent(stream)}`;

export const historyQueryOptions = (stream: string) =>
  queryOptions({
    queryKey: [historyUrl(stream)],
    queryFn: ({ signal }) => apiGet<HistoryEvent[]>(historyUrl(stream), { signal }),
  });

export const useHistory = (stream: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...historyQueryOptions(stream), enabled: options.enabled ?? true });
