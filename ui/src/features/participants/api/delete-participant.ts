import { apiSend, type CommandResult } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/** DELETE /api/participants/{id} → 200 {id, position}. */
export const deleteParticipant = (id: number): Promise<CommandResult> =>
  apiSend<CommandResult>('DELETE', `${PARTICIPANTS_URL}/${id}`);

export const useDeleteParticipant = () =>
  useCommand({
    mutationFn: deleteParticipant,
    success: 'Participant deleted successfully',
    failure: 'Failed to delete participant',
    invalidate: invalidateAfterParticipantWrite,
  });
