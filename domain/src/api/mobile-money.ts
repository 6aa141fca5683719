import { z } from 'zod';
import type { MobilePaymentStatus } from '../contributions/mobile-money/payment';
import { idSchema, projectQuerySchema, queryTextSchema } from '../shared/bounds';
import { isoDateSchema } from '../shared/date-schemas';
import { contractsOf, instantSchema, kesSchema } from './contract';

/**
 * The unmatched-payments workflow (docs/domain/mobile-money.md, "Unmatched payments"): M-Pesa payments
 * listed for staff, and the two decisions on one still unmatched, each once, with a reason. Reading needs
 * `mayReadMobilePayments`, deciding `mobilePayments.decide` (docs/access-policy.md, "Mobile payments").
 */

export const MOBILE_PAYMENT_STATUSES = [
  'unmatched',
  'matched',
  'assigned',
  'refund',
] as const satisfies readonly MobilePaymentStatus[];

/** `?status=`: one status (blank: `unmatched`, the staff's work), or `all`. */
const statusQuerySchema = z
  .string()
  .optional()
  .transform((v, ctx): MobilePaymentStatus | undefined => {
    const text = v?.trim();
    if (!text) return 'unmatched';
    if (text === 'all') return undefined;
    const status = MOBILE_PAYMENT_STATUSES.find((s) => s === text);
    if (status === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'status must be one of unmatched, matched, assigned, refund or all',
      });
      return z.NEVER;
    }
    return status;
  })
  .meta({ description: 'unmatched (the default), matched, assigned, refund, or all' });

/** `?from=` / `?to=`: a day in Kenya (paid_at at +03:00), inclusive, as reconciliation asks. */
const kenyanDayQuery = (name: 'from' | 'to') =>
  isoDateSchema(`${name} must be a date (YYYY-MM-DD)`, `${name} must be a date (YYYY-MM-DD)`)
    .optional()
    .meta({
      description: `Paid on or ${name === 'from' ? 'after' : 'before'} this day in Kenya (YYYY-MM-DD)`,
    });

export const mobilePaymentsQuerystring = z.object({
  status: statusQuerySchema,
  from: kenyanDayQuery('from'),
  to: kenyanDayQuery('to'),
  projectId: projectQuerySchema,
  search: queryTextSchema(100).meta({
    description: 'Part of the receipt number or of the reference as typed, in any case',
  }),
});
export type MobilePaymentsQuery = z.output<typeof mobilePaymentsQuerystring>;

/** A row of GET /api/mobile-payments: one M-Pesa receipt and what became of it. */
export const mobilePaymentRowSchema = z
  .object({
    receipt: z.string().meta({ description: "M-Pesa's receipt number: the payment's identity" }),
    amount: kesSchema,
    reference: z.string().meta({ description: 'The account reference exactly as the payer typed it' }),
    paidAt: instantSchema.meta({ description: 'When M-Pesa says it was paid' }),
    channel: z.enum(['paybill', 'stk']),
    status: z.enum(MOBILE_PAYMENT_STATUSES).meta({
      description:
        'matched: paid to the child its reference names on arrival; unmatched: waiting for staff; ' +
        'assigned: paid to a child by staff; refund: marked by staff for the money to go back',
    }),
    unmatchedReason: z
      .enum(['unknown-reference', 'deleted-child'])
      .nullable()
      .meta({ description: 'Why it did not match on arrival: no such child, or a deleted one' }),
    projectId: z.number().int().nullable().meta({
      description: "The project it is listed for (its reference's prefix, or the child's); null: none",
    }),
    projectCode: z.string().nullable(),
    participantId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The child it paid (matched or assigned), when the reader may read that child' }),
    participantCode: z.string().nullable(),
    participantName: z.string().nullable().meta({ description: '"Erased participant" once erased' }),
    reason: z.string().nullable().meta({ description: "The staff's reason to assign or refund it" }),
    decidedBy: z.string().nullable().meta({ description: 'The username that assigned or marked it' }),
    decidedAt: instantSchema.nullable(),
    mayDecide: z
      .boolean()
      .meta({ description: 'Unmatched, and the reader may assign it or mark it for refund' }),
  })
  .meta({ id: 'MobilePayment' });
export type MobilePaymentRow = z.infer<typeof mobilePaymentRowSchema>;

/**
 * `{ receipt }` of a decision's path. Bounded but not matched to M-Pesa's shape here: a receipt of another
 * shape names no payment and answers 404 as an unknown one does.
 */
const receiptParams = z.object({ receipt: z.string().max(30, 'At most 30 characters') });

const reasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'Please give a reason of at least 3 characters')
  .max(500, 'At most 500 characters');

export const assignMobilePaymentSchema = z.object({
  participantId: idSchema('Please select a participant').meta({
    description: "The child's id (a participant's `id`, not their participant ID)",
  }),
  reason: reasonSchema,
});
export type AssignMobilePaymentInput = z.infer<typeof assignMobilePaymentSchema>;

export const refundMobilePaymentSchema = z.object({ reason: reasonSchema });

/** What a decision answers: the receipt, what it now is, the child it paid, and the position written. */
export const mobilePaymentDecidedSchema = z
  .object({
    receipt: z.string(),
    status: z.enum(['assigned', 'refund']),
    participantId: z.number().int().nullable(),
    /** Global event-store position written, for read-your-writes (X-Min-Position). */
    position: z.string().nullable(),
  })
  .meta({ id: 'MobilePaymentDecided' });
export type MobilePaymentDecided = z.infer<typeof mobilePaymentDecidedSchema>;

const { command, query } = contractsOf('Mobile Money');

export const mobilePaymentCommands = {
  assignMobilePayment: command(
    'POST /api/mobile-payments/:receipt/assign',
    200,
    'Assign an unmatched M-Pesa payment to a child, with a reason: it pays their outstanding months ' +
      'oldest first and the rest goes to their credit, in one append (AssignMobilePayment). 404: no such ' +
      'receipt in scope, or no such child in scope; 422: not unmatched (decided already), or the child ' +
      'was deleted',
    {
      params: receiptParams,
      body: assignMobilePaymentSchema,
      response: mobilePaymentDecidedSchema,
      errors: [403, 404, 409, 422],
    },
  ),
  refundMobilePayment: command(
    'POST /api/mobile-payments/:receipt/refund',
    200,
    'Mark an unmatched M-Pesa payment for refund, with a reason (MarkMobilePaymentForRefund). 404: no ' +
      'such receipt in scope; 422: not unmatched (decided already)',
    {
      params: receiptParams,
      body: refundMobilePaymentSchema,
      response: mobilePaymentDecidedSchema,
      errors: [403, 404, 409, 422],
    },
  ),
} as const;

export const mobilePaymentQueries = {
  listMobilePayments: query(
    '/api/mobile-payments',
    'M-Pesa payments in scope, newest first: by default the unmatched ones waiting for staff. One listed ' +
      'for no project is seen by programme-wide readers only. 403: a role that does not read them, or a ' +
      'project outside the scope',
    { querystring: mobilePaymentsQuerystring, response: z.array(mobilePaymentRowSchema), errors: [403] },
  ),
} as const;
