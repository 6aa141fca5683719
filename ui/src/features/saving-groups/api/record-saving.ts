import type { RecordSavingInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { centsToWire } from '@/lib/money';
import type { CommandCallbacks } from '@/lib/use-command';
import { GROUP_SAVINGS_URL } from './get-group-savings';
import { useMinistryCommand } from './invalidate';

/** The body of POST /api/group-savings (spec §7): the amount in KES; only active members may save. */
export const toSavingBody = ({ amount, meetingId: _meeting, ...saving }: RecordSavingInput) => ({
  ...saving,
  amount: centsToWire(amount),
});

export const useRecordSaving = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ReturnType<typeof toSavingBody>>(
    {
      url: GROUP_SAVINGS_URL,
      success: t('Saving recorded successfully'),
      // spec §8 fixes this text; the dialog shows the fields the server refused
      failure: t('Failed to record saving'),
      failureText: 'fixed',
      streams: (body) => [`group-${body.groupId}`],
    },
    callbacks,
  );
