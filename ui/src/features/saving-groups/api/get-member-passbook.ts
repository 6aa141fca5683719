import type { MemberPassbookView } from '@pm/domain/api/passbook-queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type MemberPassbook = MemberPassbookView;
export type PassbookLine = MemberPassbook['lines'][number];

export const memberPassbookUrl = (groupId: number, memberId: number) =>
  `/api/saving-groups/${groupId}/members/${memberId}/passbook`;

/** The query key of one member's passbook; cycle null: the current cycle. */
export const memberPassbookKey = (groupId: number, memberId: number, cycle: number | null) => [
  memberPassbookUrl(groupId, memberId),
  { cycle },
];

/** GET /api/saving-groups/:id/members/:memberId/passbook?cycle=: one member's statement of a cycle. */
export const useMemberPassbook = (groupId: number, memberId: number, cycle: number | null, enabled = true) =>
  useQuery({
    queryKey: memberPassbookKey(groupId, memberId, cycle),
    queryFn: ({ signal }) =>
      apiGet<MemberPassbook>(memberPassbookUrl(groupId, memberId), { params: { cycle }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
