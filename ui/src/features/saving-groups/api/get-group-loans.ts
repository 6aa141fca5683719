import type { GroupLoanRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/group-loans. Money in KES; interestRate is the service charge in percent per month. */
export type GroupLoan = GroupLoanRow;

export const GROUP_LOANS_URL = '/api/group-loans';

export const groupLoansQueryOptions = (groupId?: number) =>
  queryOptions({
    queryKey: [GROUP_LOANS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<GroupLoan[]>(GROUP_LOANS_URL, { params: { groupId }, signal }),
  });

export const useGroupLoans = (groupId?: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...groupLoansQueryOptions(groupId), enabled: options.enabled ?? true });
