import type { RecordSavingInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { centsToWire } from '../../../lib/money';
import { useToast } from '../../../lib/toast';
import { GROUP_SAVINGS_URL } from './get-group-savings';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

/** The body of POST /api/group-savings (spec §7): the amount in KES. */
export interface SavingBody {
  readonly groupId: number;
  readonly memberId: number;
  readonly amount: number;
  readonly savingDate: string;
  readonly notes: string | null;
}

export const toSavingBody = (input: RecordSavingInput): SavingBody => ({
  groupId: input.groupId,
  memberId: input.memberId,
  amount: centsToWire(input.amount),
  savingDate: input.savingDate,
  notes: input.notes,
});

/** POST /api/group-savings → 201 {id, position}; only active members of the group may save. */
export const recordSaving = (body: SavingBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', GROUP_SAVINGS_URL, body);

export const useRecordSaving = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: recordSaving,
    onSuccess: async (_result, body) => {
      toast.success('Saving recorded successfully');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`group-${body.groupId}`]);
    },
    onError: (error) => {
      toast.error('Error', 'Failed to record saving');
      callbacks.onError?.(error);
    },
  });
};
