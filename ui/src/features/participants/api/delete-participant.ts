import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/** DELETE /api/participants/{id} → 200 {id, position}. */
export const deleteParticipant = (id: number): Promise<CommandResult> =>
  apiSend<CommandResult>('DELETE', `${PARTICIPANTS_URL}/${id}`);

export const useDeleteParticipant = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteParticipant,
    onSuccess: async (_result, id) => {
      toast.success('Participant deleted successfully');
      await invalidateAfterParticipantWrite(client, id);
    },
    onError: (error) => toast.error('Error', messageOf(error, 'Failed to delete participant')),
  });
};
