import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { GROUP_MEMBERS_URL, type GroupMember } from './get-group-members';
import { invalidateAfterMinistryWrite } from './invalidate';

/** DELETE /api/group-members/{id} → 200: the member leaves (leftAt set) and keeps their history. */
export const removeGroupMember = (member: Pick<GroupMember, 'id' | 'groupId'>): Promise<CommandResult> =>
  apiSend<CommandResult>('DELETE', `${GROUP_MEMBERS_URL}/${member.id}`);

export const useRemoveGroupMember = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: removeGroupMember,
    onSuccess: async (_result, member) => {
      toast.success('Member removed successfully');
      await invalidateAfterMinistryWrite(client, [`group-${member.groupId}`]);
    },
    onError: () => toast.error('Error', 'Failed to remove member'),
  });
};
