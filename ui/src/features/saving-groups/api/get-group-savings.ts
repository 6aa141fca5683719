import type { GroupSavingRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/group-savings. Amount in KES; savingDate 'YYYY-MM-DD'. */
export type GroupSaving = GroupSavingRow;

export const GROUP_SAVINGS_URL = '/api/group-savings';

export const groupSavingsQueryOptions = (groupId?: number) =>
  queryOptions({
    queryKey: [GROUP_SAVINGS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<GroupSaving[]>(GROUP_SAVINGS_URL, { params: { groupId }, signal }),
  });

export const useGroupSavings = (groupId?: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...groupSavingsQueryOptions(groupId), enabled: options.enabled ?? true });
