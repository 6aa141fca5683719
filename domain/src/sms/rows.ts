import { z } from 'zod';
import { instantSchema } from '../api/contract';
import { RECIPIENT_TYPES, SMS_KINDS, SMS_STATUSES } from './message/events';
import { REMINDER_PURPOSES } from './reminders/reminder-of';

/** A row of GET /api/sms: one message, its recipients counted and their delivery reports summed. */
export const smsRowSchema = z
  .object({
    id: z.number().int(),
    content: z.string(),
    recipientType: z.enum(RECIPIENT_TYPES),
    recipientFilter: z.string().nullable(),
    kind: z
      .enum(SMS_KINDS)
      .nullable()
      .meta({ description: 'A receipt, its correction or a reminder; null for a composed message' }),
    customPhoneNumber: z.string().nullable(),
    projectId: z.number().int(),
    projectCode: z.string(),
    sentBy: z.number().int().nullable(),
    sentByName: z.string().nullable(),
    totalRecipients: z.number().int(),
    skippedRecipients: z.number().int(),
    deliveredCount: z.number().int(),
    failedCount: z.number().int(),
    status: z.enum(SMS_STATUSES),
    failureReason: z.string().nullable(),
    sentAt: instantSchema.nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'SmsMessage' });
export type SmsRow = z.infer<typeof smsRowSchema>;

/** The figures of the SMS screen's cards, counted per number (one SMS per recipient). */
export const smsStatsSchema = z
  .object({
    messages: z.number().int(),
    totalSent: z.number().int().meta({ description: 'Numbers the gateway accepted or refused' }),
    delivered: z.number().int().meta({ description: 'Numbers with a delivery report of success' }),
    failed: z.number().int().meta({ description: 'Numbers refused by the gateway or reported undelivered' }),
    pending: z.number().int().meta({ description: 'Numbers still waiting to be sent or for their report' }),
    deliveryRate: z.number().meta({ description: 'delivered / totalSent, in percent, one decimal' }),
  })
  .meta({ id: 'SmsStats' });
export type SmsStats = z.infer<typeof smsStatsSchema>;

/** What POST /api/sms answers: the message's id and the recipients the server counted. */
export const smsQueuedSchema = z
  .object({
    id: z.number().int(),
    position: z.string().nullable(),
    totalRecipients: z.number().int(),
    skippedRecipients: z.number().int(),
    parts: z
      .number()
      .int()
      .meta({ description: 'The SMS the message is billed as: its parts times its recipients' }),
  })
  .meta({ id: 'SmsQueuedResult' });
export type SmsQueuedResult = z.infer<typeof smsQueuedSchema>;

/** What POST /api/sms/preview answers: a message as it would be sent, before it is. */
export const smsPreviewSchema = z
  .object({
    totalRecipients: z.number().int(),
    skippedRecipients: z.number().int(),
    encoding: z.enum(['GSM-7', 'UCS-2']).meta({
      description: 'GSM-7: 160 characters per SMS (153 per part); UCS-2 (emoji, other scripts): 70 (67)',
    }),
    partsPerMessage: z.number().int(),
    totalParts: z.number().int().meta({ description: 'partsPerMessage × totalRecipients' }),
    partPrice: z.number().meta({ description: 'KES per SMS part (SMS_PART_PRICE_KES)' }),
    cost: z.number().meta({ description: 'KES: totalParts × partPrice' }),
    dailyBudget: z
      .number()
      .int()
      .meta({ description: "The project's SMS per business day (SMS_DAILY_PARTS_PER_PROJECT)" }),
    usedToday: z.number().int(),
    remainingToday: z.number().int(),
  })
  .meta({ id: 'SmsPreview' });
export type SmsPreview = z.infer<typeof smsPreviewSchema>;

/** Where a reminder is: queued (waiting for the gateway), sent, delivered or failed, or refused (not sent). */
export const REMINDER_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'refused'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** A row of GET /api/sms/reminders: one reminder, whom it was for and where its SMS is. */
export const smsReminderRowSchema = z
  .object({
    key: z.string().meta({ description: 'reminder:<purpose>:…, the idempotency key of the reminder' }),
    purpose: z.enum(REMINDER_PURPOSES),
    due: z.string().meta({
      description: "When it is due: the child's month (YYYY-MM), the loan's due date or the meeting's day",
    }),
    projectId: z.number().int(),
    projectCode: z.string(),
    participantId: z.number().int().nullable(),
    participantCode: z
      .string()
      .nullable()
      .meta({ description: "The child's participant ID (contributions)" }),
    groupId: z.number().int().nullable(),
    groupName: z.string().nullable(),
    memberId: z.number().int().nullable(),
    memberNumber: z.string().nullable(),
    memberName: z.string().nullable(),
    smsId: z.number().int().nullable().meta({ description: 'The SMS queued; null when it was refused' }),
    status: z.enum(REMINDER_STATUSES),
    reason: z.string().nullable().meta({ description: 'Why it was refused, or why the gateway failed it' }),
    createdAt: instantSchema,
  })
  .meta({ id: 'SmsReminder' });
export type SmsReminderRow = z.infer<typeof smsReminderRowSchema>;
