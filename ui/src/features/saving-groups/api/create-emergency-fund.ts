import type { CreateEmergencyFundInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { centsToWire } from '../../../lib/money';
import { messageOf, useToast } from '../../../lib/toast';
import { EMERGENCY_FUNDS_URL } from './get-emergency-funds';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

/** The body of POST /api/emergency-funds (spec §7): money in KES. */
export interface EmergencyFundBody {
  readonly groupId: number;
  readonly description: string;
  readonly contributionAmount: number;
  readonly maxDisbursementPerMember: number;
  readonly isActive: boolean;
}

export const toEmergencyFundBody = (input: CreateEmergencyFundInput): EmergencyFundBody => ({
  groupId: input.groupId,
  description: input.description,
  contributionAmount: centsToWire(input.contributionAmount),
  maxDisbursementPerMember: centsToWire(input.maxDisbursementPerMember),
  isActive: input.isActive,
});

/** POST /api/emergency-funds → 201 {id, position}. */
export const createEmergencyFund = (body: EmergencyFundBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', EMERGENCY_FUNDS_URL, body);

export const useCreateEmergencyFund = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: createEmergencyFund,
    onSuccess: async (result, body) => {
      toast.success('Emergency fund created successfully');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`group-${body.groupId}`, `emergency-fund-${result.id}`]);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to create emergency fund'));
      callbacks.onError?.(error);
    },
  });
};
