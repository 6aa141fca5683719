import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/dashboard/stats (spec §3 "Dashboard stats"). Money in KES; collectionRate in percent. */
export interface DashboardStats {
  readonly totalParticipants: number;
  readonly contributions: {
    readonly totalPaid: number;
    readonly totalOutstanding: number;
    readonly collectionRate: number;
  };
  readonly assets: {
    readonly total: number;
    readonly Good: number;
    readonly Obsolete: number;
    readonly Disposed: number;
  };
  /** Age-group label ('0-2' … '19+') to participant count. */
  readonly ageGroups: Readonly<Record<string, number>>;
}

export const DASHBOARD_STATS_URL = '/api/dashboard/stats';

export const dashboardStatsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [DASHBOARD_STATS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<DashboardStats>(DASHBOARD_STATS_URL, { params: { projectId }, signal }),
  });

export const useDashboardStats = (projectId?: number) => useQuery(dashboardStatsQueryOptions(projectId));
