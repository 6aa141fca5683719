import type { Command } from '../../shared/decider';
import type { ProjectPlace } from '../../shared/place';
import type { ReminderOf } from '../reminders/reminder-of';
import type { ReceiptEntryType, ReceiptScope, SmsSwitchKind } from './events';

/**
 * Turns receipts (or, kind 'reminders', reminders) on or off for a project or one of its groups; the
 * service checked scope and role. Without a kind it is the receipts switch.
 */
export type SetSmsReceipts = Command<
  'SetSmsReceipts',
  { scope: ReceiptScope; groupId: number | null; enabled: boolean; kind?: SmsSwitchKind; place: ProjectPlace }
>;

/** Records that the receipts process could not send a receipt (the SMS decider refused the number). */
export type RecordReceiptRefused = Command<
  'RecordReceiptRefused',
  {
    groupId: number | null;
    entryType: ReceiptEntryType;
    entryId: number;
    kind: 'receipt' | 'correction';
    reason: string;
    place: ProjectPlace;
  }
>;

/** Records that the reminders job could not send a reminder (the SMS decider refused the number). */
export type RecordReminderRefused = Command<
  'RecordReminderRefused',
  { reminderOf: ReminderOf; reason: string; place: ProjectPlace }
>;

export type SmsReceiptCommand = SetSmsReceipts | RecordReceiptRefused | RecordReminderRefused;
