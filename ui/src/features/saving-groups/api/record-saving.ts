import type { RecordSavingInput } from '@pm/domain/saving-groups/schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { t } from '@/i18n';
import { centsToWire } from '@/lib/money';
import type { CommandCallbacks } from '@/lib/use-command';
import { groupMembersQueryOptions } from './get-group-members';
import { GROUP_SAVINGS_URL } from './get-group-savings';
import { useMinistryCommand } from './invalidate';

/** The body of POST /api/group-savings (spec: API calls): the amount in KES; only active members may save. */
export const toSavingBody = ({ amount, meetingId: _meeting, ...saving }: RecordSavingInput) => ({
  ...saving,
  amount: centsToWire(amount),
});

/** The member's name as the member picker loaded it (the queue's label for a saving kept offline). */
const memberNameOf = (client: QueryClient, groupId: number, memberId: number): string =>
  client.getQueryData(groupMembersQueryOptions(groupId).queryKey)?.find((member) => member.id === memberId)
    ?.memberName ?? `#${memberId}`;

export const useRecordSaving = (callbacks: CommandCallbacks = {}) => {
  const client = useQueryClient();
  return useMinistryCommand<ReturnType<typeof toSavingBody>>(
    {
      url: GROUP_SAVINGS_URL,
      success: t('Saving recorded successfully'),
      // spec: error catalogue fixes this text; the dialog shows the fields the server refused
      failure: t('Failed to record saving'),
      failureText: 'fixed',
      streams: (body) => [`group-${body.groupId}`],
      offlineLabel: (body) =>
        t('Saving of {{name}}', { name: memberNameOf(client, body.groupId, body.memberId) }),
    },
    callbacks,
  );
};
