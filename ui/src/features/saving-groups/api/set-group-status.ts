import type { GroupStatus } from '@pm/domain/saving-groups/shared';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { SAVING_GROUPS_URL } from './get-saving-groups';
import { invalidateAfterMinistryWrite } from './invalidate';

export interface GroupStatusChange {
  readonly id: number;
  readonly status: GroupStatus;
}

/** PATCH /api/saving-groups/{id} {status} → 200 {id, position} (SetGroupStatus). */
export const setGroupStatus = ({ id, status }: GroupStatusChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PATCH', `${SAVING_GROUPS_URL}/${id}`, { status });

export const useSetGroupStatus = () =>
  useCommand({
    mutationFn: setGroupStatus,
    success: t('Group status updated successfully'),
    // spec: error catalogue: this one toast carries no server message
    failure: t('Failed to update group status'),
    failureText: 'fixed',
    invalidate: (client, change) => invalidateAfterMinistryWrite(client, [`group-${change.id}`]),
  });
