import type { HistoryEventRow } from '@pm/domain/api/account-queries';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';

/** One recorded event of a stream, as GET /api/history/{stream} answers it. */
export type HistoryEvent = HistoryEventRow;

/** Streams are named after their aggregate: project-12, region-3, cluster-5. */
export const historyUrl = (stream: string): string => `/api/history/${encodeURIComponent(stream)}`;

/** Events shown at first and added by each "Show earlier events". */
export const HISTORY_PAGE = 50;

/** A stream's history newest first, a page at a time (a group's savings make long streams). */
export const historyQueryOptions = (stream: string) =>
  infiniteQueryOptions({
    queryKey: [historyUrl(stream), 'pages'],
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) =>
      apiGetPage<HistoryEvent>(historyUrl(stream), {
        params: { order: 'desc', limit: HISTORY_PAGE, offset: pageParam },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.rows.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export const useHistory = (stream: string, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...historyQueryOptions(stream), enabled: options.enabled ?? true });
