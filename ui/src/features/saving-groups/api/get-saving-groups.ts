import type { SavingGroupRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/saving-groups (newest first, only groups in the caller's scope). Money in KES. */
export type SavingGroup = SavingGroupRow;

export interface SavingGroupFilters {
  readonly projectId?: number;
  readonly limit?: number;
}

export const SAVING_GROUPS_URL = '/api/saving-groups';

const params = (filters: SavingGroupFilters) => ({ projectId: filters.projectId, limit: filters.limit });

export const getSavingGroups = (filters: SavingGroupFilters, signal?: AbortSignal): Promise<SavingGroup[]> =>
  apiGet<SavingGroup[]>(SAVING_GROUPS_URL, { params: params(filters), signal });

export const savingGroupsQueryOptions = (filters: SavingGroupFilters) =>
  queryOptions({
    queryKey: [SAVING_GROUPS_URL, params(filters)],
    queryFn: ({ signal }) => getSavingGroups(filters, signal),
  });

export const useSavingGroups = (filters: SavingGroupFilters = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...savingGroupsQueryOptions(filters), enabled: options.enabled ?? true });
