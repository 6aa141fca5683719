import type { FacilitatorAnalytics } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const FACILITATOR_ANALYTICS_URL = '/api/analytics/church-facilitator';

export const facilitatorAnalyticsQueryOptions = queryOptions({
  queryKey: [FACILITATOR_ANALYTICS_URL],
  queryFn: ({ signal }) => apiGet<FacilitatorAnalytics>(FACILITATOR_ANALYTICS_URL, { signal }),
});

export const useFacilitatorAnalytics = () => useQuery(facilitatorAnalyticsQueryOptions);

export type { FacilitatorAnalytics };
