import type { ShareOutPreview } from '@pm/domain/api/cycle-queries';
import type { ShareOutWeighting } from '@pm/domain/saving-groups/share-out';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type { ShareOutPreview, ShareOutWeighting };

export const shareOutPreviewUrl = (groupId: number) => `/api/saving-groups/${groupId}/share-out-preview`;

/** GET /api/saving-groups/:id/share-out-preview: what closing the cycle on that day would share out. */
export const useShareOutPreview = (groupId: number | null, closeDate: string, weighting: ShareOutWeighting) =>
  useQuery({
    queryKey: [groupId === null ? '' : shareOutPreviewUrl(groupId), { closeDate, weighting }],
    queryFn: () =>
      apiGet<ShareOutPreview>(shareOutPreviewUrl(groupId!), { params: { closeDate, weighting } }),
    enabled: groupId !== null,
    placeholderData: keepPreviousData,
  });
