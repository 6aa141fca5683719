import { z } from 'zod';
import type { PayRequestStatus } from '../contributions/mobile-money/pay-request';
import { idParams, queryIdSchema } from '../shared/bounds';
import { contractsOf, instantSchema, kesSchema } from './contract';

/**
 * Requests to pay by M-Pesa (STK push) from a contribution (docs/domain/mobile-money.md, "Requests to
 * pay"): staff ask the parent's phone to pay what the month still owes, and follow the request until
 * M-Pesa answers. Sending needs `payments.record` on the child's place; reading, the child in scope.
 */

export const PAY_REQUEST_STATUSES = [
  'sending',
  'sent',
  'paid',
  'cancelled',
  'failed',
  'timed-out',
] as const satisfies readonly PayRequestStatus[];

export const payRequestSchema = z.object({
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(30, 'At most 30 characters')
    .meta({
      description:
        "The payer's Kenyan mobile number in any usual form (0712 345 678, +254712345678); the child's " +
        'contact phone on record unless staff type another',
    }),
});
export type PayRequestInput = z.infer<typeof payRequestSchema>;

/** A request to pay, as the screen follows it. */
export const payRequestRowSchema = z
  .object({
    id: z.string().meta({ description: "The request's id" }),
    participantId: z.number().int(),
    participantCode: z.string(),
    participantName: z.string(),
    contributionId: z.number().int(),
    year: z.number().int(),
    month: z.number().int(),
    phone: z.string().meta({ description: 'The number asked to pay, as M-Pesa names it (2547XXXXXXXX)' }),
    amount: kesSchema.meta({ description: 'What was asked: whole shillings' }),
    status: z.enum(PAY_REQUEST_STATUSES).meta({
      description:
        'sending: M-Pesa not yet answered; sent: waiting on the phone; paid (the payment is recorded), ' +
        'cancelled by the payer, failed, or timed out',
    }),
    detail: z.string().nullable().meta({ description: "M-Pesa's words on how it ended, or the product's" }),
    receipt: z.string().nullable().meta({ description: "The payment's M-Pesa receipt (paid only)" }),
    requestedBy: z.string().nullable(),
    requestedAt: instantSchema,
    endedAt: instantSchema.nullable(),
  })
  .meta({ id: 'PayRequest' });
export type PayRequestRow = z.infer<typeof payRequestRowSchema>;

/** What sending answers: the request's id and what it is now, and the position written. */
export const payRequestSentSchema = z
  .object({
    id: z.string(),
    status: z.enum(PAY_REQUEST_STATUSES),
    amount: kesSchema,
    phone: z.string(),
    position: z.string().nullable(),
  })
  .meta({ id: 'PayRequestSent' });
export type PayRequestSent = z.infer<typeof payRequestSentSchema>;

const { command, query } = contractsOf('Mobile Money');

export const payRequestCommands = {
  requestPayment: command(
    'POST /api/contributions/:id/pay-requests',
    201,
    "Ask the parent's phone to pay what this month still owes, by M-Pesa (STK push; StartPayRequest). " +
      'The amount is the outstanding amount in whole shillings. 404: no such contribution in scope; 422: ' +
      "nothing outstanding, the child was deleted, or a request already waits on the child's phone; " +
      '503: M-Pesa is not configured or did not answer',
    {
      params: idParams('Contribution'),
      body: payRequestSchema,
      response: payRequestSentSchema,
      errors: [403, 404, 409, 422, 503],
    },
  ),
} as const;

export const payRequestQueries = {
  listPayRequests: query(
    '/api/pay-requests',
    "Requests to pay in scope, newest first; by one child's contribution or by child. 403: a role " +
      'that does not read contributions',
    {
      querystring: z.object({
        contributionId: queryIdSchema('contributionId'),
        participantId: queryIdSchema('participantId'),
      }),
      response: z.array(payRequestRowSchema),
      errors: [403],
    },
  ),
  getPayRequest: query(
    '/api/pay-requests/:id',
    'One request to pay, as it stands. 404: no such request in scope',
    {
      params: z.object({ id: z.string().uuid('Request id must be a UUID') }),
      response: payRequestRowSchema,
      errors: [404],
    },
  ),
} as const;
