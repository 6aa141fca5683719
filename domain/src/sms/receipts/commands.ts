import type { Command } from '../../shared/decider';
import type { ProjectPlace } from '../../shared/place';
import type { ReceiptEntryType, ReceiptScope } from './events';

/** Turns receipts on or off for a project or one of its groups; the service checked scope and role. */
export type SetSmsReceipts = Command<
  'SetSmsReceipts',
  { scope: ReceiptScope; groupId: number | null; enabled: boolean; place: ProjectPlace }
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

export type SmsReceiptCommand = SetSmsReceipts | RecordReceiptRefused;
