import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import type { ParticipantBody } from './create-participant';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

export interface ParticipantUpdate {
  readonly id: number;
  readonly body: ParticipantBody;
}

/** PUT /api/participants/{id} with the same body as the creation → 200 {id, position}. */
export const updateParticipant = ({ id, body }: ParticipantUpdate): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${PARTICIPANTS_URL}/${id}`, body);

interface Callbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}

export const useUpdateParticipant = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateParticipant,
    onSuccess: async (_result, update) => {
      toast.success('Participant updated successfully');
      callbacks.onSuccess?.();
      await invalidateAfterParticipantWrite(client, update.id);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to update participant'));
      callbacks.onError?.(error);
    },
  });
};
