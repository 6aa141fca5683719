import type { MobilePaymentDecided } from '@pm/domain/api/mobile-money';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfterPaymentWrite } from '@/features/contributions';
import { PARTICIPANTS_URL } from '@/features/participants';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { MOBILE_PAYMENTS_URL } from './get-mobile-payments';

interface Decision {
  readonly receipt: string;
  readonly reason: string;
  /**
   * Made when the dialog opens and sent with every attempt of that dialog: a double click, or a retry
   * after a lost answer, decides once.
   */
  readonly idempotencyKey: string;
}

export interface Assignment extends Decision {
  /** The child's id (not their participant ID). */
  readonly participantId: number;
}

export type Refund = Decision;

const decisionUrl = (receipt: string, action: 'assign' | 'refund'): string =>
  `${MOBILE_PAYMENTS_URL}/${encodeURIComponent(receipt)}/${action}`;

const send = (url: string, body: object, idempotencyKey: string) =>
  apiSend<MobilePaymentDecided>('POST', url, body, { headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * After a decision: every M-Pesa payments list and count; after an assignment also what the child's
 * months show (contributions, their summary, the dashboard, the activity, the child's passbook). The
 * refetches carry the decision's position (X-Min-Position), so they show it.
 */
const invalidateAfterDecision = async (client: QueryClient, paidChild: boolean): Promise<void> => {
  await Promise.all([
    invalidateUrls(client, [], [MOBILE_PAYMENTS_URL]),
    ...(paidChild
      ? [invalidateAfterPaymentWrite(client), invalidateUrls(client, [], [PARTICIPANTS_URL])]
      : []),
  ]);
};

/** POST /api/mobile-payments/{receipt}/assign {participantId, reason} ('mobilePayments.decide'). */
export const useAssignMobilePayment = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: ({ receipt, participantId, reason, idempotencyKey }: Assignment) =>
      send(decisionUrl(receipt, 'assign'), { participantId, reason }, idempotencyKey),
    success: t('Payment assigned to the child'),
    failure: t('Failed to assign the payment'),
    invalidate: (client) => invalidateAfterDecision(client, true),
  });

/** POST /api/mobile-payments/{receipt}/refund {reason} ('mobilePayments.decide'). */
export const useRefundMobilePayment = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: ({ receipt, reason, idempotencyKey }: Refund) =>
      send(decisionUrl(receipt, 'refund'), { reason }, idempotencyKey),
    success: t('Payment marked for refund'),
    failure: t('Failed to mark the payment for refund'),
    invalidate: (client) => invalidateAfterDecision(client, false),
  });
