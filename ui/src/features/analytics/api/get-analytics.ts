import type { NationalAnalytics, RegionalAnalytics } from '@pm/domain/api/analytics-queries';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/query';
import type { PeriodRange } from '../components/period-format';

export type { NationalAnalytics, RegionalAnalytics };

export const REGIONAL_ANALYTICS_URL = '/api/analytics/regional';
export const NATIONAL_ANALYTICS_URL = '/api/analytics/national';

/** Only the bounds that are set go on the query string (an omitted bound means "from the start" / "up to now"). */
const periodParams = (period: PeriodRange): Record<string, string> => ({
  ...(period.from ? { from: period.from } : {}),
  ...(period.to ? { to: period.to } : {}),
});

/**
 * GET /api/analytics/regional: a RegionalAdmin's own region (regionId null), or the region a SuperAdmin or
 * NationalDirector picked. `enabled` holds the request back while the region is still being chosen.
 */
export const useRegionalAnalytics = (
  regionId: number | null,
  period: PeriodRange,
  options: { readonly enabled?: boolean; readonly clusterId?: number | null } = {},
) =>
  useQuery({
    ...getQueryOptions<RegionalAnalytics>(REGIONAL_ANALYTICS_URL, {
      ...(regionId === null ? {} : { regionId: String(regionId) }),
      ...(options.clusterId == null ? {} : { clusterId: String(options.clusterId) }),
      ...periodParams(period),
    }),
    enabled: options.enabled ?? true,
  });

/** GET /api/analytics/national (NationalDirector and SuperAdmin). */
export const useNationalAnalytics = (period: PeriodRange) =>
  useQuery(getQueryOptions<NationalAnalytics>(NATIONAL_ANALYTICS_URL, periodParams(period)));
