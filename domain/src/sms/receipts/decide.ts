import { recorderOf } from '../../saving-groups/shared';
import { assertNever } from '../../shared/decider';
import type { SmsReceiptCommand } from './commands';
import type { SmsReceiptEvent } from './events';
import { type SmsReceiptsState, switchOn } from './state';

/**
 * A switch set to what it already is appends nothing. A refusal is recorded as the process saw it; the
 * process runs it once per entry or reminder (its command id names it), so it is counted once.
 */
export const decide = (command: SmsReceiptCommand, state: SmsReceiptsState): SmsReceiptEvent[] => {
  switch (command.type) {
    case 'SetSmsReceipts': {
      const { scope, groupId, enabled, kind = 'receipts', place } = command.data;
      const target = scope === 'project' ? null : groupId;
      if (switchOn(state, kind, target) === enabled) return [];
      return [
        {
          type: 'SmsReceiptsSet',
          data: {
            scope,
            groupId: target,
            enabled,
            // receipts' events stay as they were: no kind means receipts
            ...(kind === 'reminders' ? { kind } : {}),
            recordedBy: recorderOf(command.metadata.actor),
            ...place,
          },
        },
      ];
    }
    case 'RecordReceiptRefused': {
      const { place, ...rest } = command.data;
      return [{ type: 'SmsReceiptRefused', data: { ...rest, refusedAt: command.metadata.now, ...place } }];
    }
    case 'RecordReminderRefused': {
      const { place, reminderOf, reason } = command.data;
      return [
        {
          type: 'SmsReminderRefused',
          data: { reminderOf, reason, refusedAt: command.metadata.now, ...place },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};
