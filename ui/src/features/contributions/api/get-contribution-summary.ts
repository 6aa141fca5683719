import type { ContributionSummary } from '@pm/domain/api/participant-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { wireToCents } from '@/lib/money';
import type { MonthSummary } from '../components/contribution-format';
import { CONTRIBUTIONS_URL } from './get-contributions';

export const CONTRIBUTION_SUMMARY_URL = `${CONTRIBUTIONS_URL}/summary`;

/**
 * The month's cards from the server: cash collected counts every payment, a deleted child's included,
 * which the list (where deleted children no longer appear) cannot give.
 */
export const contributionSummaryQueryOptions = (projectId: number | undefined, month: string) =>
  queryOptions({
    queryKey: [CONTRIBUTION_SUMMARY_URL, { projectId, month }],
    queryFn: ({ signal }) =>
      apiGet<ContributionSummary>(CONTRIBUTION_SUMMARY_URL, { params: { projectId, month }, signal }),
    select: (s): MonthSummary => ({
      collected: wireToCents(s.collected),
      expected: wireToCents(s.expected),
      outstanding: wireToCents(s.outstanding),
      rate: s.collectionRate,
    }),
  });

export const useContributionSummary = (projectId: number | undefined, month: string) =>
  useQuery(contributionSummaryQueryOptions(projectId, month));
