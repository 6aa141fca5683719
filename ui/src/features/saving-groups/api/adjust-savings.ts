import type { AdjustSavingsInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { centsToWire } from '@/lib/money';
import type { CommandCallbacks } from '@/lib/use-command';
import { GROUP_SAVINGS_URL } from './get-group-savings';
import { useMinistryCommand } from './invalidate';

export const ADJUSTMENTS_URL = `${GROUP_SAVINGS_URL}/adjustments`;

/** The body of POST /api/group-savings/adjustments: the signed adjustment in KES. */
export const toAdjustmentBody = ({ amount, ...adjustment }: AdjustSavingsInput) => ({
  ...adjustment,
  amount: centsToWire(amount),
});

/**
 * The correction of a closed cycle's saving, as an adjustment of the member's savings in the open cycle.
 * Not kept offline: it corrects what a paid share-out counted, so it is sent while connected only.
 */
export const useAdjustSavings = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ReturnType<typeof toAdjustmentBody>>(
    {
      url: ADJUSTMENTS_URL,
      success: t('Savings adjusted'),
      failure: t('Failed to adjust savings'),
      streams: (body) => [`group-${body.groupId}`],
    },
    callbacks,
  );
