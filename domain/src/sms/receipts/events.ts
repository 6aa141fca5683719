import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { ProjectPlace } from '../../shared/place';
import type { ReminderOf } from '../reminders/reminder-of';

/**
 * Where receipts are switched on: a saving group (its members' savings and repayments) or a project
 * (its guardians' payments). Both live in one stream per project, sms-receipts-{projectId}.
 */
export type ReceiptScope = 'group' | 'project';

/**
 * Which switch: receipts (of savings, repayments and payments) or reminders (a project's: contributions
 * due; a group's: loans falling due and tomorrow's meeting). Absent on an event means receipts: the
 * events stored before reminders existed read as they always did.
 */
export type SmsSwitchKind = 'receipts' | 'reminders';

/** What a receipt is about: the entry's kind and id, e.g. saving 12 (the receipt's idempotency key). */
export const RECEIPT_ENTRY_TYPES = ['saving', 'repayment', 'payment'] as const;
export type ReceiptEntryType = (typeof RECEIPT_ENTRY_TYPES)[number];

export type SmsReceiptsSet = DomainEvent<
  'SmsReceiptsSet',
  {
    scope: ReceiptScope;
    /** The group for scope 'group'; null for the project's own switch. */
    groupId: number | null;
    enabled: boolean;
    /** 'reminders' for the reminders switch; absent for receipts. */
    kind?: 'reminders';
    recordedBy: Recorder;
  } & ProjectPlace
>;

/**
 * A receipt (or its correction) that could not be queued because the member's or guardian's number in
 * the register is no phone number: nothing was sent, and the screen counts it.
 */
export type SmsReceiptRefused = DomainEvent<
  'SmsReceiptRefused',
  {
    groupId: number | null;
    entryType: ReceiptEntryType;
    entryId: number;
    kind: 'receipt' | 'correction';
    reason: string;
    refusedAt: string;
  } & ProjectPlace
>;

/**
 * A reminder that could not be queued because the guardian's or member's number in the register is no
 * phone number (or was erased): nothing was sent, the reminders list shows it refused, and it is not
 * tried again.
 */
export type SmsReminderRefused = DomainEvent<
  'SmsReminderRefused',
  { reminderOf: ReminderOf; reason: string; refusedAt: string } & ProjectPlace
>;

export type SmsReceiptEvent = SmsReceiptsSet | SmsReceiptRefused | SmsReminderRefused;
