import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from '../api/contract';

export const CONTRIBUTION_STATUSES = ['Paid', 'Partial', 'Outstanding', 'Overdue'] as const;

/** A row of GET /api/contributions: one participant's month. */
export const contributionRowSchema = z
  .object({
    id: z.number().int(),
    participantId: z.number().int(),
    participantCode: z.string(),
    participantName: z.string(),
    projectId: z.number().int(),
    projectCode: z.string(),
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    expectedAmount: kesSchema,
    paidAmount: kesSchema,
    outstandingAmount: kesSchema,
    status: z.enum(CONTRIBUTION_STATUSES),
    lastPaymentDate: dateTextSchema.nullable(),
    /**
     * The child was deleted from the register: their arrears are cancelled and what they paid stays
     * collected (expected = paid, nothing outstanding; see domain/src/contributions/figures.ts). Listed
     * only for the months they paid something.
     */
    participantDeleted: z.boolean(),
  })
  .meta({ id: 'Contribution' });
export type ContributionRow = z.infer<typeof contributionRowSchema>;

/** A row of GET /api/contributions/{id}/payments, reversed ones included. */
export const paymentRowSchema = z
  .object({
    id: z.number().int(),
    amount: kesSchema,
    paymentDate: dateTextSchema,
    notes: z.string().nullable(),
    recordedBy: z.object({ userId: z.number().int().nullable(), username: z.string().nullable() }),
    recordedAt: instantSchema,
    reversed: z.boolean(),
    reversedAt: instantSchema.nullable(),
    reversalReason: z.string().nullable(),
    reversedBy: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type PaymentRow = z.infer<typeof paymentRowSchema>;
