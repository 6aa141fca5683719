import { z } from 'zod';

export const ENABLED_MESSAGE = 'enabled must be true or false';

/**
 * PUT /api/saving-groups/{id}/sms-receipts and PUT /api/projects/{id}/sms-receipts, and the same body for
 * …/sms-reminders.
 */
export const setSmsReceiptsSchema = z
  .object({ enabled: z.boolean({ error: ENABLED_MESSAGE }) })
  .strict()
  .meta({ id: 'SetSmsReceipts' });
export type SetSmsReceiptsInput = z.output<typeof setSmsReceiptsSchema>;

/** A member whose phone in the register is no phone number: they get no receipt. */
export const memberWithoutPhoneSchema = z
  .object({ memberId: z.number().int(), memberName: z.string(), memberPhone: z.string() })
  .meta({ id: 'MemberWithoutPhone' });
export type MemberWithoutPhone = z.infer<typeof memberWithoutPhoneSchema>;

/** What turning a switch answers: the command result, and for a group the members who get no receipt. */
export const smsReceiptsSetSchema = z
  .object({
    id: z.number().int(),
    position: z.string().nullable(),
    enabled: z.boolean(),
    membersWithoutPhone: z.array(memberWithoutPhoneSchema),
  })
  .meta({ id: 'SmsReceiptsSetResult' });
export type SmsReceiptsSetResult = z.infer<typeof smsReceiptsSetSchema>;

const groupReceiptsSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** The group's loan and meeting reminders. */
  reminders: z.boolean(),
  /** Receipts not sent because the member's number is no phone number. */
  refused: z.number().int(),
  membersWithoutPhone: z.array(memberWithoutPhoneSchema),
});

/** A row of GET /api/sms/receipts: a project's switches and its groups' switches (receipts and reminders). */
export const smsReceiptSettingsSchema = z
  .object({
    projectId: z.number().int(),
    projectCode: z.string(),
    projectName: z.string(),
    enabled: z.boolean(),
    /** The parents' payment reminders (contributions due). */
    reminders: z.boolean(),
    /** Parents' receipts not sent because the guardian's number is no phone number. */
    refused: z.number().int(),
    groups: z.array(groupReceiptsSchema),
  })
  .meta({ id: 'SmsReceiptSettings' });
export type SmsReceiptSettings = z.infer<typeof smsReceiptSettingsSchema>;
