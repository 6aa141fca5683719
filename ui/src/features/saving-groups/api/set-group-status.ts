import type { GroupStatus } from '@pm/domain/saving-groups/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { SAVING_GROUPS_URL } from './get-saving-groups';
import { invalidateAfterMinistryWrite } from './invalidate';

export interface GroupStatusChange {
  readonly id: number;
  readonly status: GroupStatus;
}

/** PATCH /api/saving-groups/{id} {status} → 200 {id, position} (SetGroupStatus). */
export const setGroupStatus = ({ id, status }: GroupStatusChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PATCH', `${SAVING_GROUPS_URL}/${id}`, { status });

export const useSetGroupStatus = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: setGroupStatus,
    onSuccess: async (_result, change) => {
      toast.success('Group status updated successfully');
      await invalidateAfterMinistryWrite(client, [`group-${change.id}`]);
    },
    // spec §8: this one toast carries no server message
    onError: () => toast.error('Error', 'Failed to update group status'),
  });
};
