import type { QueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '@/lib/query-client';
import { ASSETS_URL } from './get-assets';

/** After an asset write: the register, the dashboard's asset figures and the asset's own history. */
export const invalidateAfterAssetWrite = (client: QueryClient, id?: number): Promise<void> =>
  invalidateUrls(
    client,
    ['/api/dashboard/stats'],
    [ASSETS_URL, '/api/activity', ...(id === undefined ? [] : [`/api/history/asset-${id}`])],
  );
