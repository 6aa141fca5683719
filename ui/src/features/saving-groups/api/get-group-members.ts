import type { GroupMemberRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/group-members. A member who left keeps the row: leftAt is set (a former member). */
export type GroupMember = GroupMemberRow;

export const GROUP_MEMBERS_URL = '/api/group-members';

/** groupId absent: every member the caller may see. */
export const groupMembersQueryOptions = (groupId?: number) =>
  queryOptions({
    queryKey: [GROUP_MEMBERS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<GroupMember[]>(GROUP_MEMBERS_URL, { params: { groupId }, signal }),
  });

export const useGroupMembers = (groupId?: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...groupMembersQueryOptions(groupId), enabled: options.enabled ?? true });
