import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { GROUP_MEMBERS_URL, type GroupMember } from './get-group-members';
import { invalidateAfterMinistryWrite } from './invalidate';

/** DELETE /api/group-members/{id} → 200: the member leaves (leftAt set) and keeps their history. */
export const removeGroupMember = (member: Pick<GroupMember, 'id' | 'groupId'>): Promise<CommandResult> =>
  apiSend<CommandResult>('DELETE', `${GROUP_MEMBERS_URL}/${member.id}`);

export const useRemoveGroupMember = () =>
  useCommand({
    mutationFn: removeGroupMember,
    success: t('Member removed successfully'),
    failure: t('Failed to remove member'),
    failureText: 'fixed',
    invalidate: (client, member) => invalidateAfterMinistryWrite(client, [`group-${member.groupId}`]),
  });
