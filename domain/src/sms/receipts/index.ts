import type { Decider } from '../../shared/decider';
import type { SmsReceiptCommand } from './commands';
import { decide } from './decide';
import type { SmsReceiptEvent } from './events';
import { evolve, initialState, type SmsReceiptsState } from './state';

export type * from './commands';
export type * from './events';
export { RECEIPT_ENTRY_TYPES } from './events';
export { receiptsOn, remindersOn, type SmsReceiptsState, type SmsSwitches, switchOn } from './state';
export * from './text';

/** One stream per project holds its receipt and reminder switches and the receipts and reminders refused. */
export const smsReceiptsStream = (projectId: number): string => `sms-receipts-${projectId}`;
export const smsReceiptsDecider: Decider<SmsReceiptCommand, SmsReceiptEvent, SmsReceiptsState> = {
  decide,
  evolve,
  initialState,
};
export * from './facts';
