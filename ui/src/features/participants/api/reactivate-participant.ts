import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/** POST /api/participants/{id}/reactivate → 200 {id, position}. */
export const reactivateParticipant = (id: number): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${PARTICIPANTS_URL}/${id}/reactivate`);

export const useReactivateParticipant = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: reactivateParticipant,
    onSuccess: async (_result, id) => {
      toast.success('Participant reactivated successfully');
      await invalidateAfterParticipantWrite(client, id);
    },
    onError: (error) => toast.error('Error', messageOf(error, 'Failed to reactivate participant')),
  });
};
