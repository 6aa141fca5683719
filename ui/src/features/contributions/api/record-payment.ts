import { t } from '@/i18n';
import type { CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { QUEUED_TEXT, type Queued, sendOrQueue, wasQueued } from '@/offline/send-or-queue';
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
  /** What the phone's queue calls it while it waits ("Payment for Amani Otieno, March 2026"). */
  readonly label: string;
}

/**
 * POST /api/payments with an Idempotency-Key → 201 {id, position}; 422 above the outstanding amount. With
 * no connection (or one lost before any answer) the payment is kept in the phone's queue under the same
 * key, survives a reload, and is sent once when the connection returns: never lost, never recorded twice.
 */
export const recordPayment = ({
  body,
  idempotencyKey,
  label,
}: PaymentRequest): Promise<CommandResult | Queued> => sendOrQueue(PAYMENTS_URL, body, label, idempotencyKey);

export const useRecordPayment = (callbacks: CommandCallbacks = {}) =>
  useCommand<PaymentRequest, CommandResult | Queued>({
    ...callbacks,
    mutationFn: recordPayment,
    success: (_request, result) => (wasQueued(result) ? t(QUEUED_TEXT) : t('Payment recorded successfully')),
    failure: t('Failed to record payment'),
    invalidate: (client, request, result) =>
      wasQueued(result) ? undefined : invalidateAfterPaymentWrite(client, request.body.contributionId),
  });
