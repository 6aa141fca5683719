import { recorderOf } from '../../saving-groups/shared';
import { assertNever } from '../../shared/decider';
import type { SmsReceiptCommand } from './commands';
import type { SmsReceiptEvent } from './events';
import { receiptsOn, type SmsReceiptsState } from './state';

/**
 * A switch set to what it already is appends nothing. A refusal is recorded as the process saw it; the
 * process runs it once per entry (its command id names the entry), so it is counted once.
 */
export const decide = (command: SmsReceiptCommand, state: SmsReceiptsState): SmsReceiptEvent[] => {
  switch (command.type) {
    case 'SetSmsReceipts': {
      const { scope, groupId, enabled, place } = command.data;
      const target = scope === 'project' ? null : groupId;
      if (receiptsOn(state, target) === enabled) return [];
      return [
        {
          type: 'SmsReceiptsSet',
          data: {
            scope,
            groupId: target,
            enabled,
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
    default:
      return assertNever(command);
  }
};
