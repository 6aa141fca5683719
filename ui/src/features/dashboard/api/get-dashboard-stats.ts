import type { DashboardStats } from '@pm/domain/api/account-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const DASHBOARD_STATS_URL = '/api/dashboard/stats';

export const dashboardStatsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [DASHBOARD_STATS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<DashboardStats>(DASHBOARD_STATS_URL, { params: { projectId }, signal }),
  });

export const useDashboardStats = (projectId?: number) => useQuery(dashboardStatsQueryOptions(projectId));

export type { DashboardStats };
