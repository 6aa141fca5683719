import type { MemberFieldsInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { GROUP_MEMBERS_URL } from './get-group-members';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

/** The body of POST /api/group-members (spec §7): the member's fields, the group and isActive true. */
export interface GroupMemberBody extends MemberFieldsInput {
  readonly groupId: number;
  readonly isActive: true;
}

export const toGroupMemberBody = (groupId: number, fields: MemberFieldsInput): GroupMemberBody => ({
  groupId,
  memberNumber: fields.memberNumber,
  memberIdNumber: fields.memberIdNumber,
  memberName: fields.memberName,
  memberPhone: fields.memberPhone,
  nextOfKinName: fields.nextOfKinName,
  nextOfKinIdNumber: fields.nextOfKinIdNumber,
  nextOfKinPhone: fields.nextOfKinPhone,
  nextOfKinRelationship: fields.nextOfKinRelationship,
  role: fields.role,
  isActive: true,
});

/** POST /api/group-members → 201 {id, position}; 409 when the member number is taken in that group. */
export const addGroupMember = (body: GroupMemberBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', GROUP_MEMBERS_URL, body);

export const useAddGroupMember = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: addGroupMember,
    onSuccess: async (_result, body) => {
      toast.success('Member added successfully');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`group-${body.groupId}`]);
    },
    onError: (error) => {
      // spec §8: the toast is the fallback text; the dialog shows the server's reason under the field
      toast.error('Error', 'Failed to add member');
      callbacks.onError?.(error);
    },
  });
};
