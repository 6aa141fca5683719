import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/**
 * POST /api/participants/{id}/erase → 200 {id, position} (SuperAdmin: 'participants.erase'). The personal
 * fields are erased; the participant ID, contributions and payments stay, so the money history is whole.
 */
export const eraseParticipant = (id: number): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${PARTICIPANTS_URL}/${id}/erase`);

export const useEraseParticipant = () =>
  useCommand({
    mutationFn: eraseParticipant,
    success: t('Participant personal data erased successfully'),
    failure: t('Failed to erase participant data'),
    invalidate: invalidateAfterParticipantWrite,
  });
