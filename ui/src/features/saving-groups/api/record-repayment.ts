import type { RecordRepaymentInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { centsToWire } from '../../../lib/money';
import { useToast } from '../../../lib/toast';
import { LOAN_REPAYMENTS_URL } from './get-loan-repayments';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

/** The body of POST /api/loan-repayments (RecordRepayment): the amount in KES. */
export interface RepaymentBody {
  readonly loanId: number;
  readonly amount: number;
  readonly paymentDate: string;
  readonly notes: string | null;
}

export const toRepaymentBody = (input: RecordRepaymentInput): RepaymentBody => ({
  loanId: input.loanId,
  amount: centsToWire(input.amount),
  paymentDate: input.paymentDate,
  notes: input.notes,
});

export interface RepaymentRequest {
  readonly body: RepaymentBody;
  /** For the histories to refresh. */
  readonly groupId: number;
}

/** POST /api/loan-repayments → 201 {id, position}; only active loans, never above what is left. */
export const recordRepayment = ({ body }: RepaymentRequest): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', LOAN_REPAYMENTS_URL, body);

export const useRecordRepayment = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: recordRepayment,
    onSuccess: async (_result, request) => {
      toast.success('Payment recorded successfully');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`group-${request.groupId}`, `loan-${request.body.loanId}`]);
    },
    onError: (error) => {
      toast.error('Error', 'Failed to record payment');
      callbacks.onError?.(error);
    },
  });
};
