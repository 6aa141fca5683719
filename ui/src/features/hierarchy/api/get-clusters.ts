import type { ClusterRow } from '@pm/domain/hierarchy/rows';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/query';

/** A row of GET /api/clusters. */
export type Cluster = ClusterRow;

export const CLUSTERS_URL = '/api/clusters';

export const clustersQueryOptions = getQueryOptions<Cluster[]>(CLUSTERS_URL);

export const useClusters = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...clustersQueryOptions, enabled: options.enabled ?? true });
