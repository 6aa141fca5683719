import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A row of GET /api/regions. */
export interface Region {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly clusterCount: number;
}

export const REGIONS_URL = '/api/regions';

export const getRegions = (signal?: AbortSignal): Promise<Region[]> =>
  apiGet<Region[]>(REGIONS_URL, { signal });

export const regionsQueryOptions = queryOptions({
  queryKey: [REGIONS_URL],
  queryFn: ({ signal }) => getRegions(signal),
});

export const useRegions = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...regionsQueryOptions, enabled: options.enabled ?? true });
