import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/** DELETE /api/participants/{id} with `{ reason }` → 200 {id, position}. */
export const deleteParticipant = ({ id, reason }: { id: number; reason: string }): Promise<CommandResult> =>
  apiSend<CommandResult>('DELETE', `${PARTICIPANTS_URL}/${id}`, { reason });

export const useDeleteParticipant = () =>
  useCommand({
    mutationFn: deleteParticipant,
    success: t('Participant deleted successfully'),
    failure: t('Failed to delete participant'),
    invalidate: (client, { id }) => invalidateAfterParticipantWrite(client, id),
  });
