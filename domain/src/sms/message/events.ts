import type { DomainEvent } from '../../shared/decider';
import type { ProjectPlace } from '../../shared/place';
import type { ReceiptEntryType } from '../receipts/events';
import type { ReminderOf } from '../reminders/reminder-of';

export const RECIPIENT_TYPES = ['all', 'age_group', 'individual', 'custom_number'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** A message: Pending until the gateway answered, Sent when it accepted some number, Failed when none. */
export const SMS_STATUSES = ['Pending', 'Sent', 'Failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** One number: Pending, Sent (accepted by the gateway), then Delivered or Failed by its delivery report. */
export const RECIPIENT_STATUSES = ['Pending', 'Sent', 'Delivered', 'Failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/**
 * A phone number sealed like a participant's personal fields (AES-256-GCM): a guardian's number with its
 * child's key, so erasing the child erases it here too; a typed-in number with the message's own key.
 */
export interface SealedPhone {
  readonly keyId: string;
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

export interface SmsRecipient {
  /** The child whose guardian it is; null for a custom number. */
  participantId: number | null;
  phone: SealedPhone;
}

export interface SmsSender {
  userId: number;
  username: string;
}

/**
 * The outbox: the message and its resolved recipients, stored before anything is sent. The dispatcher of
 * the command service follows the log and hands each queued message to the gateway once.
 */
export type SmsQueued = DomainEvent<
  'SmsQueued',
  {
    smsId: number;
    content: string;
    recipientType: RecipientType;
    /** The age group (age_group) or the participant's id (individual); null otherwise. */
    recipientFilter: string | null;
    recipients: SmsRecipient[];
    totalRecipients: number;
    /** Register numbers that are no phone number, left out. */
    skippedRecipients: number;
    sentBy: SmsSender | null;
    queuedAt: string;
    /**
     * A receipt or its correction, sent by the receipts process, or a reminder, sent by the reminders
     * job; absent on composed messages.
     */
    kind?: SmsKind;
    /** The entry a receipt is about (absent on composed messages). */
    receiptOf?: ReceiptOf;
    /** What a reminder is about (reminders only). */
    reminderOf?: ReminderOf;
  } & ProjectPlace
>;

export const SMS_KINDS = ['receipt', 'correction', 'reminder'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** A saving, repayment or payment a receipt is about; groupId null for a participant's payment. */
export interface ReceiptOf {
  entryType: ReceiptEntryType;
  entryId: number;
  groupId: number | null;
}

/** What the gateway answered for one number (by its index in the queued recipients). */
export interface DispatchedRecipient {
  index: number;
  messageId: string | null;
  status: 'Sent' | 'Failed';
  /** The gateway's own status word (Success, InvalidPhoneNumber, ...). */
  gatewayStatus: string;
  cost: string | null;
}

export type SmsDispatched = DomainEvent<
  'SmsDispatched',
  {
    smsId: number;
    status: 'Sent' | 'Failed';
    /** Why the whole message failed (the gateway refused it, or every attempt failed). */
    reason: string | null;
    attempts: number;
    recipients: DispatchedRecipient[];
    dispatchedAt: string;
  }
>;

export type SmsDeliveryReported = DomainEvent<
  'SmsDeliveryReported',
  {
    smsId: number;
    index: number;
    messageId: string;
    status: 'Delivered' | 'Failed';
    gatewayStatus: string;
    failureReason: string | null;
    reportedAt: string;
  }
>;

export type SmsEvent = SmsQueued | SmsDispatched | SmsDeliveryReported;
