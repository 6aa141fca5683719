import type { LoanRepaymentRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/loan-repayments. Amount in KES. */
export type LoanRepayment = LoanRepaymentRow;

export const LOAN_REPAYMENTS_URL = '/api/loan-repayments';

/** The repayments of one loan, or of every loan of one group. */
export type RepaymentFilter = { readonly loanId: number } | { readonly groupId: number };

export const loanRepaymentsQueryOptions = (filter: RepaymentFilter) =>
  queryOptions({
    queryKey: [LOAN_REPAYMENTS_URL, filter],
    queryFn: ({ signal }) => apiGet<LoanRepayment[]>(LOAN_REPAYMENTS_URL, { params: filter, signal }),
  });

export const useLoanRepayments = (filter: RepaymentFilter, options: { enabled?: boolean } = {}) =>
  useQuery({ ...loanRepaymentsQueryOptions(filter), enabled: options.enabled ?? true });
