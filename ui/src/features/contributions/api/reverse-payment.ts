import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { invalidateAfterPaymentWrite } from './invalidate';
import { PAYMENTS_URL } from './record-payment';

export interface Reversal {
  readonly paymentId: number;
  /** The contribution the payment belongs to: its row, payments and history are refetched. */
  readonly contributionId: number;
  readonly reason: string;
}

export const useReversePayment = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    // POST /api/payments/{id}/reverse {reason} → 200 {id, position} ('payments.reverse')
    mutationFn: ({ paymentId, reason }: Reversal) =>
      apiSend<CommandResult>('POST', `${PAYMENTS_URL}/${paymentId}/reverse`, { reason }),
    success: t('Payment reversed successfully'),
    failure: t('Failed to reverse payment'),
    invalidate: (client, reversal) => invalidateAfterPaymentWrite(client, reversal.contributionId),
  });
