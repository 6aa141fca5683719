import type { LateFineRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { CommandCallbacks } from '@/lib/use-command';
import { useAddPenalty } from './collections';
import { SAVING_GROUPS_URL } from './get-saving-groups';

/** An overdue month of an active loan with no late fine yet (GET /api/saving-groups/{id}/late-fines). */
export type LateFine = LateFineRow;

export const lateFinesQueryOptions = (groupId: number) =>
  queryOptions({
    // under /api/saving-groups, so every ministry write refreshes it (a penalty, a repayment)
    queryKey: [`${SAVING_GROUPS_URL}/${groupId}/late-fines`],
    queryFn: ({ signal }) => apiGet<LateFine[]>(`${SAVING_GROUPS_URL}/${groupId}/late-fines`, { signal }),
  });

export const useLateFines = (groupId: number) => useQuery(lateFinesQueryOptions(groupId));

/** The penalty that confirms a late fine: the borrower's, at the listed amount (KES), naming its loan and month. */
export const toLateFinePenaltyBody = (groupId: number, fine: LateFine) => ({
  groupId,
  memberId: fine.borrowerId,
  penaltyType: 'Other' as const,
  amount: fine.amount,
  description: fine.reason,
  penaltyDate: undefined,
  meetingId: null,
  lateFine: { loanId: fine.loanId, month: fine.month },
});

/** POST /api/member-penalties with `lateFine`: the group accepts one per loan and month (409 otherwise). */
export const useConfirmLateFine = (callbacks: CommandCallbacks = {}) => useAddPenalty(callbacks);
