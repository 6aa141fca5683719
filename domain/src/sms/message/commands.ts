import type { Command } from '../../shared/decider';
import type { ProjectPlace } from '../../shared/place';
import type { ReminderOf } from '../reminders/reminder-of';
import type {
  DispatchedRecipient,
  ReceiptOf,
  RecipientType,
  SmsKind,
  SmsRecipient,
  SmsSender,
} from './events';

/** The service resolves the recipients from the register and places the message in its project first. */
export type QueueSms = Command<
  'QueueSms',
  {
    smsId: number;
    content: string;
    recipientType: RecipientType;
    recipientFilter: string | null;
    recipients: SmsRecipient[];
    skippedRecipients: number;
    sentBy: SmsSender | null;
    project: ProjectPlace & { isActive: boolean };
  }
>;

/**
 * A receipt or its correction to one member or guardian, queued by the receipts process. `number` is the
 * register's text, refused when it is no phone number; `recipient` is that number sealed (null when it
 * could not be: the child was erased).
 */
export type QueueReceipt = Command<
  'QueueReceipt',
  {
    smsId: number;
    kind: Exclude<SmsKind, 'reminder'>;
    receiptOf: ReceiptOf;
    content: string;
    number: string;
    recipient: SmsRecipient | null;
    place: ProjectPlace;
  }
>;

/**
 * A reminder to one guardian or member, queued by the reminders job: as QueueReceipt, `number` is the
 * register's text (refused when it is no phone number) and `recipient` that number sealed.
 */
export type QueueReminder = Command<
  'QueueReminder',
  {
    smsId: number;
    reminderOf: ReminderOf;
    content: string;
    number: string;
    recipient: SmsRecipient | null;
    place: ProjectPlace;
  }
>;

/** The gateway's answer, recorded by the dispatcher. */
export type RecordSmsDispatch = Command<
  'RecordSmsDispatch',
  { status: 'Sent' | 'Failed'; reason: string | null; attempts: number; recipients: DispatchedRecipient[] }
>;

/** A delivery report the gateway posted for one of the message's numbers. */
export type RecordSmsDeliveryReport = Command<
  'RecordSmsDeliveryReport',
  { messageId: string; gatewayStatus: string; failureReason: string | null }
>;

export type SmsCommand =
  | QueueSms
  | QueueReceipt
  | QueueReminder
  | RecordSmsDispatch
  | RecordSmsDeliveryReport;
