import type { ReportRow, ReportStats } from '@pm/domain/reports/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type Report = ReportRow;

export const REPORTS_URL = '/api/project-reports';
export const REPORT_STATS_URL = '/api/project-reports/stats';

/** Whether a report is still being produced (its status is polled until it is not). */
export const isPending = (report: Pick<Report, 'status'> | undefined): boolean =>
  report?.status === 'queued' || report?.status === 'running';

/** The four cards, over the header's project or the caller's scope. */
export const useReportStats = (projectId?: number) =>
  useQuery(
    queryOptions({
      queryKey: [REPORT_STATS_URL, { projectId }],
      queryFn: ({ signal }) => apiGet<ReportStats>(REPORT_STATS_URL, { params: { projectId }, signal }),
    }),
  );

/** Recent Reports: the 50 newest requested in scope, refreshed while one of them is being produced. */
export const useRecentReports = (projectId?: number) =>
  useQuery({
    queryKey: [REPORTS_URL, { projectId, limit: 50 }],
    queryFn: ({ signal }) => apiGet<Report[]>(REPORTS_URL, { params: { projectId, limit: 50 }, signal }),
    refetchInterval: (query) => ((query.state.data ?? []).some(isPending) ? 1500 : false),
  });

/** GET /api/project-reports/{id}, polled every half second while the report is queued or running. */
export const useReportStatus = (id: number | null) =>
  useQuery({
    queryKey: [`${REPORTS_URL}/${id}`],
    queryFn: ({ signal }) => apiGet<Report>(`${REPORTS_URL}/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data === undefined || isPending(query.state.data) ? 500 : false),
  });
