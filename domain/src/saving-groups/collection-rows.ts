import { z } from 'zod';
import { dateTextSchema, kesSchema } from '../api/contract';
import { entryAuditFields } from './rows';
import { PENALTY_TYPES } from './shared';

/** A row of GET /api/member-penalties (spec: fields member_penalties); the screen shows Paid or Pending. */
export const penaltyRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    memberId: z.number().int(),
    memberName: z.string(),
    penaltyType: z.enum(PENALTY_TYPES),
    amount: kesSchema,
    /** The reason. */
    description: z.string(),
    penaltyDate: dateTextSchema,
    isPaid: z.boolean(),
    paymentDate: dateTextSchema.nullable(),
    meetingId: z.number().int().nullable(),
    ...entryAuditFields,
  })
  .meta({ id: 'MemberPenalty' });
export type PenaltyRow = z.infer<typeof penaltyRowSchema>;

/** A row of GET /api/member-registration-fees: a group's fee (KES 500 until set) and what was paid. */
export const registrationFeeRowSchema = z
  .object({
    groupId: z.number().int(),
    groupName: z.string(),
    feeAmount: kesSchema,
    description: z.string().nullable(),
    paidCount: z.number().int(),
    totalPaid: kesSchema,
  })
  .meta({ id: 'RegistrationFee' });
export type RegistrationFeeRow = z.infer<typeof registrationFeeRowSchema>;

/** A row of GET /api/member-registration-fee-payments (spec: fields member_registration_fees). */
export const feePaymentRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    memberId: z.number().int(),
    memberName: z.string(),
    amount: kesSchema,
    paymentDate: dateTextSchema,
    notes: z.string().nullable(),
    meetingId: z.number().int().nullable(),
    ...entryAuditFields,
  })
  .meta({ id: 'RegistrationFeePayment' });
export type FeePaymentRow = z.infer<typeof feePaymentRowSchema>;
