import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { ProjectPlace } from '../../shared/place';

/**
 * Where receipts are switched on: a saving group (its members' savings and repayments) or a project
 * (its guardians' payments). Both live in one stream per project, sms-receipts-{projectId}.
 */
export type ReceiptScope = 'group' | 'project';

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

export type SmsReceiptEvent = SmsReceiptsSet | SmsReceiptRefused;
