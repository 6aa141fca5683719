import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/**
 * POST /api/participants/{id}/erase → 200 {id, position} (SuperAdmin: 'participants.erase'). The personal
 * fields are erased; the participant ID, contributions and payments stay, so the money history is whole.
 */
export const eraseParticipant = (id: number): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${PARTICIPANTS_URL}/${id}/erase`);

export const useEraseParticipant = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: eraseParticipant,
    onSuccess: async (_result, id) => {
      toast.success('Participant personal data erased successfully');
      await invalidateAfterParticipantWrite(client, id);
    },
    onError: (error) => toast.error('Error', messageOf(error, 'Failed to erase participant data')),
  });
};
