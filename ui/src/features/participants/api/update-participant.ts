import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
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

export const useUpdateParticipant = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: updateParticipant,
    success: t('Participant updated successfully'),
    failure: t('Failed to update participant'),
    invalidate: (client, update) => invalidateAfterParticipantWrite(client, update.id),
  });
