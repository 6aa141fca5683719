import type { GroupStats, ModuleStats } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SAVING_GROUPS_URL } from './get-saving-groups';

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

export type { GroupStats, ModuleStats };
