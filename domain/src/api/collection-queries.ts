import { z } from 'zod';
import {
  feePaymentRowSchema,
  penaltyRowSchema,
  registrationFeeRowSchema,
} from '../saving-groups/collection-rows';
import { projectQuerySchema, queryIdSchema } from '../shared/bounds';
import { contractsOf } from './contract';

const { query } = contractsOf('Saving Group Ministry');
const inGroup = z.object({ projectId: projectQuerySchema, groupId: queryIdSchema('groupId') });

/** Reads of Collections Management, of one group or every group in scope. */
export const collectionQueries = {
  listPenalties: query('/api/member-penalties', 'Penalties, newest first, Paid or Pending', {
    querystring: inGroup,
    response: z.array(penaltyRowSchema),
    errors: [403, 404],
  }),
  listRegistrationFees: query(
    '/api/member-registration-fees',
    "Each group's registration fee (KES 500 until the group sets one) and what its members paid",
    { querystring: inGroup, response: z.array(registrationFeeRowSchema), errors: [403, 404] },
  ),
  listFeePayments: query('/api/member-registration-fee-payments', 'Registration fee payments, newest first', {
    querystring: inGroup,
    response: z.array(feePaymentRowSchema),
    errors: [403, 404],
  }),
} as const;
