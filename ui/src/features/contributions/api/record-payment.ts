import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { invalidateAfterPaymentWrite } from './invalidate';

export const PAYMENTS_URL = '/api/payments';

/** The body of POST /api/payments: the amount in KES. */
export interface PaymentBody {
  readonly contributionId: number;
  readonly amount: number;
  readonly paymentDate: string;
  readonly notes: string | null;
}

export interface PaymentRequest {
  readonly body: PaymentBody;
  /**
   * Made when the dialog opens and sent with every attempt of that dialog: a double click or a retry after
   * a lost answer records the payment once.
   */
  readonly idempotencyKey: string;
}

/** POST /api/payments with an Idempotency-Key → 201 {id, position}; 422 above the outstanding amount. */
export const recordPayment = ({ body, idempotencyKey }: PaymentRequest): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', PAYMENTS_URL, body, { headers: { 'Idempotency-Key': idempotencyKey } });

interface Callbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}

export const useRecordPayment = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: async (_result, request) => {
      toast.success('Payment recorded successfully');
      callbacks.onSuccess?.();
      await invalidateAfterPaymentWrite(client, request.body.contributionId);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to record payment'));
      callbacks.onError?.(error);
    },
  });
};
