import type { LoanStatus } from '@pm/domain/saving-groups/loan-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A row of GET /api/group-loans. Money in KES; interestRate is the service charge in percent per month. */
export interface GroupLoan {
  readonly id: number;
  readonly groupId: number;
  readonly groupName: string | null;
  readonly borrowerId: number;
  readonly borrowerName: string | null;
  readonly amount: number;
  readonly interestRate: number;
  readonly termMonths: number;
  readonly totalAmount: number;
  readonly amountPaid: number;
  readonly outstanding: number;
  readonly loanDate: string;
  readonly dueDate: string;
  readonly status: LoanStatus;
  /** Active and past its due date (derived by the server, never stored). */
  readonly overdue: boolean;
  readonly purpose: string | null;
  readonly guarantors: readonly string[] | null;
}

export const GROUP_LOANS_URL = '/api/group-loans';

export const groupLoansQueryOptions = (groupId?: number) =>
  queryOptions({
    queryKey: [GROUP_LOANS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<GroupLoan[]>(GROUP_LOANS_URL, { params: { groupId }, signal }),
  });

export const useGroupLoans = (groupId?: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...groupLoansQueryOptions(groupId), enabled: options.enabled ?? true });
