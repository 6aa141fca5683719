import type { MemberRole } from '@pm/domain/saving-groups/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A row of GET /api/group-members. A member who left keeps the row: leftAt is set (a former member). */
export interface GroupMember {
  readonly id: number;
  readonly groupId: number;
  readonly groupName: string | null;
  readonly memberNumber: string;
  readonly memberIdNumber: string | null;
  readonly memberName: string | null;
  readonly memberPhone: string | null;
  readonly nextOfKinName: string | null;
  readonly nextOfKinIdNumber: string | null;
  readonly nextOfKinPhone: string | null;
  readonly nextOfKinRelationship: string | null;
  readonly role: MemberRole | string;
  readonly joinedAt: string | null;
  readonly leftAt: string | null;
  readonly isActive: boolean;
}

export const GROUP_MEMBERS_URL = '/api/group-members';

/** groupId absent: every member the caller may see. */
export const groupMembersQueryOptions = (groupId?: number) =>
  queryOptions({
    queryKey: [GROUP_MEMBERS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<GroupMember[]>(GROUP_MEMBERS_URL, { params: { groupId }, signal }),
  });

export const useGroupMembers = (groupId?: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...groupMembersQueryOptions(groupId), enabled: options.enabled ?? true });
