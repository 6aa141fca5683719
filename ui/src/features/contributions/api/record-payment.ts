import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
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

export const useRecordPayment = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: recordPayment,
    success: t('Payment recorded successfully'),
    failure: t('Failed to record payment'),
    invalidate: (client, request) => invalidateAfterPaymentWrite(client, request.body.contributionId),
  });
