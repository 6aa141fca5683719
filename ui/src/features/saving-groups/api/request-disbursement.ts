import type { DisbursementRequestInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { centsToWire } from '../../../lib/money';
import { messageOf, useToast } from '../../../lib/toast';
import { EMERGENCY_DISBURSEMENTS_URL } from './get-emergency-disbursements';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

/** The body of POST /api/emergency-disbursements (SubmitDisbursement): the amount in KES. */
export interface DisbursementRequestBody {
  readonly fundId: number;
  readonly memberId: number;
  readonly amount: number;
  readonly emergencyType: string;
  readonly description: string;
  readonly disbursementDate: string;
}

export const toDisbursementRequestBody = (
  input: DisbursementRequestInput,
  today: string,
): DisbursementRequestBody => ({
  fundId: input.fundId,
  memberId: input.memberId,
  amount: centsToWire(input.amount),
  emergencyType: input.emergencyType,
  description: input.description,
  disbursementDate: input.disbursementDate ?? today,
});

/** POST /api/emergency-disbursements → 201 {id, position}: always a pending request. */
export const requestDisbursement = (body: DisbursementRequestBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', EMERGENCY_DISBURSEMENTS_URL, body);

export const useRequestDisbursement = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: requestDisbursement,
    onSuccess: async (_result, body) => {
      toast.success('Emergency disbursement request submitted');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`emergency-fund-${body.fundId}`]);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to submit the disbursement request'));
      callbacks.onError?.(error);
    },
  });
};
