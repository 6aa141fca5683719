import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

export interface Inactivation {
  readonly id: number;
  readonly reason: string;
}

/** POST /api/participants/{id}/inactivate {reason} → 200 {id, position}. */
export const inactivateParticipant = ({ id, reason }: Inactivation): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${PARTICIPANTS_URL}/${id}/inactivate`, { reason });

interface Callbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}

export const useInactivateParticipant = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: inactivateParticipant,
    onSuccess: async (_result, inactivation) => {
      toast.success('Participant inactivated successfully');
      callbacks.onSuccess?.();
      await invalidateAfterParticipantWrite(client, inactivation.id);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to inactivate participant'));
      callbacks.onError?.(error);
    },
  });
};
