import type { EmergencyContributionInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { centsToWire } from '../../../lib/money';
import { messageOf, useToast } from '../../../lib/toast';
import { EMERGENCY_CONTRIBUTIONS_URL } from './get-emergency-contributions';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

/** The body of POST /api/emergency-contributions: the amount in KES. */
export interface EmergencyContributionBody {
  readonly fundId: number;
  readonly memberId: number;
  readonly amount: number;
  readonly contributionDate: string;
  readonly notes: string | null;
}

export const toEmergencyContributionBody = (
  input: EmergencyContributionInput,
): EmergencyContributionBody => ({
  fundId: input.fundId,
  memberId: input.memberId,
  amount: centsToWire(input.amount),
  contributionDate: input.contributionDate,
  notes: input.notes,
});

/** POST /api/emergency-contributions → 201 {id, position}. */
export const recordEmergencyContribution = (body: EmergencyContributionBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', EMERGENCY_CONTRIBUTIONS_URL, body);

export const useRecordEmergencyContribution = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: recordEmergencyContribution,
    onSuccess: async (_result, body) => {
      toast.success('Contribution recorded successfully');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`emergency-fund-${body.fundId}`]);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to record contribution'));
      callbacks.onError?.(error);
    },
  });
};
