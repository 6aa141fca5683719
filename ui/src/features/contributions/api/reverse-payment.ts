import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { invalidateAfterPaymentWrite } from './invalidate';
import { PAYMENTS_URL } from './record-payment';

export interface Reversal {
  readonly paymentId: number;
  /** The contribution the payment belongs to: its row, payments and history are refetched. */
  readonly contributionId: number;
  readonly reason: string;
}

/** POST /api/payments/{id}/reverse {reason} → 200 {id, position} ('payments.reverse'). */
export const reversePayment = ({ paymentId, reason }: Reversal): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${PAYMENTS_URL}/${paymentId}/reverse`, { reason });

interface Callbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}

export const useReversePayment = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: reversePayment,
    onSuccess: async (_result, reversal) => {
      toast.success('Payment reversed successfully');
      callbacks.onSuccess?.();
      await invalidateAfterPaymentWrite(client, reversal.contributionId);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to reverse payment'));
      callbacks.onError?.(error);
    },
  });
};
