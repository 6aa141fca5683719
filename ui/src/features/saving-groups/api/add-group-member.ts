import type { MemberFieldsInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { GROUP_MEMBERS_URL } from './get-group-members';
import { invalidateAfterMinistryWrite } from './invalidate';

/**
 * The body of POST /api/group-members (spec: API calls): the member's fields, the group and isActive true, and the
 * joining date when one was chosen (the server takes today without it).
 */
export const toGroupMemberBody = (
  groupId: number,
  { joinedOn, ...fields }: MemberFieldsInput & { readonly joinedOn?: string | null | undefined },
) => ({
  ...fields,
  groupId,
  isActive: true as const,
  ...(joinedOn ? { joinedOn } : {}),
});

export type GroupMemberBody = ReturnType<typeof toGroupMemberBody>;

/** POST /api/group-members → 201 {id, position}; 409 when the member number is taken in that group. */
export const addGroupMember = (body: GroupMemberBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', GROUP_MEMBERS_URL, body);

export const useAddGroupMember = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: addGroupMember,
    success: t('Member added successfully'),
    // spec: error catalogue: the toast is the fallback text; the dialog shows the server's reason under the field
    failure: t('Failed to add member'),
    failureText: 'fixed',
    invalidate: (client, body) => invalidateAfterMinistryWrite(client, [`group-${body.groupId}`]),
  });
