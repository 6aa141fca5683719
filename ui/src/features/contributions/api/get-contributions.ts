import type { ContributionRow } from '@pm/domain/contributions/rows';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const CONTRIBUTION_STATUSES = ['Paid', 'Partial', 'Outstanding', 'Overdue'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

/** A row of GET /api/contributions: one participant's expected amount for one month. Money in KES. */
export type Contribution = ContributionRow;

export interface ContributionFilters {
  readonly projectId?: number;
  /** 'YYYY-MM'; absent for every month. */
  readonly month?: string;
  readonly status?: ContributionStatus;
  readonly search?: string;
}

export const CONTRIBUTIONS_URL = '/api/contributions';

/** The query string of the list and of its export; empty filters are left out. */
export const contributionParams = (filters: ContributionFilters) => ({
  projectId: filters.projectId,
  // without a month (the Record Payment dialog: arrears too) every month; the server's default is this month
  month: filters.month ?? 'all',
  status: filters.status,
  search: filters.search?.trim() || undefined,
});

export const getContributions = (
  filters: ContributionFilters,
  signal?: AbortSignal,
): Promise<Contribution[]> =>
  apiGet<Contribution[]>(CONTRIBUTIONS_URL, { params: contributionParams(filters), signal });

export const contributionsQueryOptions = (filters: ContributionFilters) =>
  queryOptions({
    queryKey: [CONTRIBUTIONS_URL, contributionParams(filters)],
    queryFn: ({ signal }) => getContributions(filters, signal),
    // while the server answers a new filter, the previous rows stay (and are filtered locally)
    placeholderData: keepPreviousData,
  });

export const useContributions = (filters: ContributionFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...contributionsQueryOptions(filters), enabled: options.enabled ?? true });
