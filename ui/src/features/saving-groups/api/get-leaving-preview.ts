import type { LeavingPreview } from '@pm/domain/api/cycle-queries';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type { LeavingPreview };

export const leavingPreviewUrl = (memberId: number) => `/api/group-members/${memberId}/leaving-preview`;

/** GET /api/group-members/:id/leaving-preview: what removing the member now pays them, asked when needed. */
export const useLeavingPreview = (memberId: number, enabled: boolean) =>
  useQuery({
    queryKey: [leavingPreviewUrl(memberId)],
    queryFn: ({ signal }) => apiGet<LeavingPreview>(leavingPreviewUrl(memberId), { signal }),
    enabled,
    staleTime: 0,
  });
