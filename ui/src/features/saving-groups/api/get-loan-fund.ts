import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SAVING_GROUPS_URL } from './get-saving-groups';

/**
 * GET /api/saving-groups/{id}/fund: the group's loan fund in KES. available = savings + repayments +
 * penalties and fees − principal disbursed.
 */
export interface LoanFund {
  readonly savings: number;
  readonly repayments: number;
  readonly penaltiesAndFees: number;
  readonly disbursed: number;
  readonly available: number;
}

export const loanFundUrl = (groupId: number): string => `${SAVING_GROUPS_URL}/${groupId}/fund`;

export const loanFundQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [loanFundUrl(groupId)],
    queryFn: ({ signal }) => apiGet<LoanFund>(loanFundUrl(groupId), { signal }),
  });

export const useLoanFund = (groupId: number | undefined) =>
  useQuery({ ...loanFundQueryOptions(groupId ?? 0), enabled: groupId !== undefined });
