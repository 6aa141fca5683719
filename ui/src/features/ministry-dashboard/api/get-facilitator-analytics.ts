import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/analytics/church-facilitator (spec §3 "Facilitator analytics"), over the caller's groups. Money in KES. */
export interface FacilitatorAnalytics {
  readonly totalGroups: number;
  readonly totalMembers: number;
  readonly totalSavings: number;
  /** The principal lent, in KES. */
  readonly totalLoans: number;
  readonly totalMeetings: number;
  readonly activeGroups: number;
  readonly groupDetails: readonly {
    readonly id: number;
    readonly name: string;
    readonly totalMembers: number;
    readonly status: string | null;
  }[];
}

export const FACILITATOR_ANALYTICS_URL = '/api/analytics/church-facilitator';

export const facilitatorAnalyticsQueryOptions = queryOptions({
  queryKey: [FACILITATOR_ANALYTICS_URL],
  queryFn: ({ signal }) => apiGet<FacilitatorAnalytics>(FACILITATOR_ANALYTICS_URL, { signal }),
});

export const useFacilitatorAnalytics = () => useQuery(facilitatorAnalyticsQueryOptions);
