import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

export interface Inactivation {
  readonly id: number;
  readonly reason: string;
}

export const useInactivateParticipant = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    // POST /api/participants/{id}/inactivate {reason} → 200 {id, position}
    mutationFn: ({ id, reason }: Inactivation) =>
      apiSend<CommandResult>('POST', `${PARTICIPANTS_URL}/${id}/inactivate`, { reason }),
    success: t('Participant inactivated successfully'),
    failure: t('Failed to inactivate participant'),
    invalidate: (client, inactivation) => invalidateAfterParticipantWrite(client, inactivation.id),
  });
