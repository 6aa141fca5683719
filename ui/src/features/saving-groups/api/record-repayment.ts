import type { RecordRepaymentInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import type { CommandResult } from '@/lib/api-client';
import { centsToWire } from '@/lib/money';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { type Queued, sendOrQueue, wasQueued } from '@/offline/send-or-queue';
import { LOAN_REPAYMENTS_URL } from './get-loan-repayments';
import { invalidateAfterMinistryWrite, QUEUED_TEXT } from './invalidate';

/** The body of POST /api/loan-repayments (RecordRepayment): the amount in KES. */
export const toRepaymentBody = ({ amount, meetingId: _meeting, ...repayment }: RecordRepaymentInput) => ({
  ...repayment,
  amount: centsToWire(amount),
});

export interface RepaymentRequest {
  readonly body: ReturnType<typeof toRepaymentBody>;
  /** For the histories to refresh. */
  readonly groupId: number;
  /** "Repayment of Mary Anyango": how the phone's queue names it when it is kept offline. */
  readonly label: string;
}

/**
 * POST /api/loan-repayments → 201 {id, position}; only active loans, never above what is left. With no
 * connection it is kept on the phone and sent when the connection returns.
 */
export const recordRepayment = ({ body, label }: RepaymentRequest): Promise<CommandResult | Queued> =>
  sendOrQueue(LOAN_REPAYMENTS_URL, body, label);

export const useRecordRepayment = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: recordRepayment,
    success: (_request, result) => (wasQueued(result) ? t(QUEUED_TEXT) : t('Payment recorded successfully')),
    // the dialog shows the server's reason itself
    failure: t('Failed to record payment'),
    failureText: 'fixed',
    invalidate: (client, request, result) =>
      wasQueued(result)
        ? undefined
        : invalidateAfterMinistryWrite(client, [`group-${request.groupId}`, `loan-${request.body.loanId}`]),
  });
