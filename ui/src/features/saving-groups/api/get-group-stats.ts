import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SAVING_GROUPS_URL } from './get-saving-groups';

/** GET /api/saving-groups/stats (spec §3 "Group stats"). totalSavings in KES; activeLoans a count. */
export interface GroupStats {
  readonly totalGroups: number;
  readonly totalMembers: number;
  readonly totalSavings: number;
  readonly activeLoans: number;
}

/** GET /api/saving-groups/module-stats: the real figures of the overview's module cards. Money in KES. */
export interface ModuleStats {
  readonly groups: { readonly total: number; readonly active: number };
  readonly members: { readonly active: number; readonly former: number };
  readonly savings: { readonly total: number; readonly thisMonth: number };
  readonly loans: { readonly active: number; readonly overdue: number; readonly outstanding: number };
  readonly emergency: { readonly funds: number; readonly pendingRequests: number };
}

export const GROUP_STATS_URL = `${SAVING_GROUPS_URL}/stats`;
export const MODULE_STATS_URL = `${SAVING_GROUPS_URL}/module-stats`;

export const groupStatsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [GROUP_STATS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<GroupStats>(GROUP_STATS_URL, { params: { projectId }, signal }),
  });

export const useGroupStats = (projectId?: number) => useQuery(groupStatsQueryOptions(projectId));

export const moduleStatsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [MODULE_STATS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<ModuleStats>(MODULE_STATS_URL, { params: { projectId }, signal }),
  });

export const useModuleStats = (projectId?: number) => useQuery(moduleStatsQueryOptions(projectId));
