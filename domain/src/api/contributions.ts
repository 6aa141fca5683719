import { recordPaymentSchema, reversePaymentSchema } from '../participants/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Contributions');

/** Payments against a participant's monthly contribution (spec: validation). */
export const contributionCommands = {
  recordPayment: command('POST /api/payments', 201, 'Record a payment (RecordPayment)', {
    body: recordPaymentSchema,
    errors: [403, 404, 409, 422],
  }),
  reversePayment: command(
    'POST /api/payments/:id/reverse',
    200,
    'Reverse a payment with a reason (ReversePayment)',
    { params: idParams('Payment'), body: reversePaymentSchema, errors: [403, 404, 409, 422] },
  ),
} as const;
