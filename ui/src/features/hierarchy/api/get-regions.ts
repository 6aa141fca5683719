import type { RegionRow } from '@pm/domain/hierarchy/rows';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/query';

/** A row of GET /api/regions. */
export type Region = RegionRow;

export const REGIONS_URL = '/api/regions';

export const regionsQueryOptions = getQueryOptions<Region[]>(REGIONS_URL);

export const useRegions = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...regionsQueryOptions, enabled: options.enabled ?? true });
