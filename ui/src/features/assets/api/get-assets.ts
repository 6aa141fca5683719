import type { AssetRow } from '@pm/domain/assets/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/assets (only assets in the caller's scope): `assetId` is the code, `id` the number. */
export type Asset = AssetRow;

export const ASSETS_URL = '/api/assets';

export const assetsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [ASSETS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<Asset[]>(ASSETS_URL, { params: { projectId }, signal }),
  });

/** Every asset of the header's project (or of the caller's scope); the page searches and filters them. */
export const useAssets = (projectId?: number) => useQuery(assetsQueryOptions(projectId));
