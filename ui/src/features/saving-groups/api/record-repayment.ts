import type { RecordRepaymentInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { centsToWire } from '@/lib/money';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { LOAN_REPAYMENTS_URL } from './get-loan-repayments';
import { invalidateAfterMinistryWrite } from './invalidate';

/** The body of POST /api/loan-repayments (RecordRepayment): the amount in KES. */
export const toRepaymentBody = ({ amount, meetingId: _meeting, ...repayment }: RecordRepaymentInput) => ({
  ...repayment,
  amount: centsToWire(amount),
});

export interface RepaymentRequest {
  readonly body: ReturnType<typeof toRepaymentBody>;
  /** For the histories to refresh. */
  readonly groupId: number;
}

/** POST /api/loan-repayments → 201 {id, position}; only active loans, never above what is left. */
export const recordRepayment = ({ body }: RepaymentRequest): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', LOAN_REPAYMENTS_URL, body);

export const useRecordRepayment = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: recordRepayment,
    success: t('Payment recorded successfully'),
    // the dialog shows the server's reason itself
    failure: t('Failed to record payment'),
    failureText: 'fixed',
    invalidate: (client, request) =>
      invalidateAfterMinistryWrite(client, [`group-${request.groupId}`, `loan-${request.body.loanId}`]),
  });
