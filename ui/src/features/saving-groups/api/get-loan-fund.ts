import type { LoanFund } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SAVING_GROUPS_URL } from './get-saving-groups';

export const loanFundUrl = (groupId: number): string => `${SAVING_GROUPS_URL}/${groupId}/fund`;

export const loanFundQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [loanFundUrl(groupId)],
    queryFn: ({ signal }) => apiGet<LoanFund>(loanFundUrl(groupId), { signal }),
  });

export const useLoanFund = (groupId: number | undefined) =>
  useQuery({ ...loanFundQueryOptions(groupId ?? 0), enabled: groupId !== undefined });

export type { LoanFund };
