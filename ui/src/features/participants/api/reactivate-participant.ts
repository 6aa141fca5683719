import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/** POST /api/participants/{id}/reactivate → 200 {id, position}. */
export const reactivateParticipant = (id: number): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${PARTICIPANTS_URL}/${id}/reactivate`);

export const useReactivateParticipant = () =>
  useCommand({
    mutationFn: reactivateParticipant,
    success: t('Participant reactivated successfully'),
    failure: t('Failed to reactivate participant'),
    invalidate: invalidateAfterParticipantWrite,
  });
