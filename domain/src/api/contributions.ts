import { recordPaymentSchema, reversePaymentSchema } from '../participants/schemas';
import { idParams } from '../shared/bounds';
import { commandContract } from './contract';

const tags = ['Contributions'];

/** Payments against a participant's monthly contribution (spec 1 §5). */
export const contributionCommands = {
  recordPayment: commandContract({
    method: 'POST',
    url: '/api/payments',
    status: 201,
    summary: 'Record a payment (RecordPayment)',
    tags,
    body: recordPaymentSchema,
    errors: [403, 404, 409, 422],
  }),
  reversePayment: commandContract({
    method: 'POST',
    url: '/api/payments/:id/reverse',
    status: 200,
    summary: 'Reverse a payment with a reason (ReversePayment)',
    tags,
    params: idParams('Payment'),
    body: reversePaymentSchema,
    errors: [403, 404, 409, 422],
  }),
} as const;
