import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import type { ShareOutWeighting } from '@pm/domain/saving-groups/share-out';
import { useQuery } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiGet } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { useMinistryCommand } from './invalidate';

export type { GroupCycleRow };

export const groupCyclesUrl = (groupId: number) => `/api/saving-groups/${groupId}/cycles`;

/** GET /api/saving-groups/:id/cycles: the group's cycles, the current one last (with a pending proposal). */
export const useGroupCycles = (groupId: number | null) =>
  useQuery({
    queryKey: [groupId === null ? '' : groupCyclesUrl(groupId)],
    queryFn: () => apiGet<GroupCycleRow[]>(groupCyclesUrl(groupId!)),
    enabled: groupId !== null,
  });

export interface CloseProposalBody {
  readonly closeDate: string;
  readonly weighting: ShareOutWeighting;
  readonly carriedLoanIds: number[];
  readonly carriedPenaltyIds: number[];
  /** a project administrator or above closes at once, without a second person */
  readonly closeNow?: boolean;
}

const closeUrl = (groupId: number, suffix = '') => `/api/saving-groups/${groupId}/cycle-close${suffix}`;

/** POST /api/saving-groups/:id/cycle-close: the service computes the payouts the preview shows. */
export const useProposeCycleClose = (groupId: number, callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<CloseProposalBody>(
    {
      url: closeUrl(groupId),
      success: (body) =>
        body.closeNow
          ? t('Cycle closed: the share-out is recorded and the next cycle is open')
          : t('Close proposed: another person must confirm the share-out'),
      failure: t('Failed to propose the close'),
      streams: () => [`group-${groupId}`],
    },
    callbacks,
  );

export const useConfirmCycleClose = (groupId: number) =>
  useMinistryCommand<{ cycle: number }>({
    url: closeUrl(groupId, '/confirm'),
    success: t('Cycle closed: the share-out is recorded and the next cycle is open'),
    failure: t('Failed to confirm the share-out'),
    streams: () => [`group-${groupId}`],
  });

export const useRejectCycleClose = (groupId: number, callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<{ cycle: number; reason: string }>(
    {
      url: closeUrl(groupId, '/reject'),
      success: t('Close rejected: the cycle stays open'),
      failure: t('Failed to reject the close'),
      streams: () => [`group-${groupId}`],
    },
    callbacks,
  );

/** GET /api/saving-groups/:id/cycles/:cycle/share-out: the closed cycle's share-out report as a PDF file. */
export const useDownloadShareOut = (groupId: number) =>
  useCommand<number, string>({
    mutationFn: (cycle) =>
      downloadFile(
        `/api/saving-groups/${groupId}/cycles/${cycle}/share-out`,
        {},
        `share-out-cycle-${cycle}.pdf`,
      ),
    success: (_cycle, name) => t('Saved as {{name}}', { name }),
    failure: t('Failed to download the share-out'),
  });
