import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A row of GET /api/clusters. */
export interface Cluster {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly regionId: number;
  readonly regionName: string | null;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly projectCount: number;
}

export const CLUSTERS_URL = '/api/clusters';

export const getClusters = (signal?: AbortSignal): Promise<Cluster[]> =>
  apiGet<Cluster[]>(CLUSTERS_URL, { signal });

export const clustersQueryOptions = queryOptions({
  queryKey: [CLUSTERS_URL],
  queryFn: ({ signal }) => getClusters(signal),
});

export const useClusters = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...clustersQueryOptions, enabled: options.enabled ?? true });
