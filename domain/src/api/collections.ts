import { z } from 'zod';
import {
  imposePenaltySchema,
  payPenaltySchema,
  penaltyParams,
  recordFeePaymentSchema,
  setRegistrationFeeSchema,
} from '../saving-groups/collection-schemas';
import { pathIdSchema } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Saving Group Ministry');

/** Collections (spec: screens "Collections Management", API calls): penalties and registration fees. */
export const collectionCommands = {
  imposePenalty: command('POST /api/member-penalties', 201, 'Give a member a penalty (ImposePenalty)', {
    body: imposePenaltySchema,
    errors: [403, 404, 409, 422],
  }),
  payPenalty: command(
    'POST /api/member-penalties/:id/pay',
    200,
    "Mark a penalty paid; it enters the group's loan fund (MarkPenaltyPaid)",
    { params: penaltyParams, body: payPenaltySchema, errors: [403, 404, 409, 422] },
  ),
  setRegistrationFee: command(
    'PATCH /api/member-registration-fees/:groupId',
    200,
    "Set the group's registration fee and its description (SetRegistrationFee)",
    {
      params: z.object({ groupId: pathIdSchema('Group') }),
      body: setRegistrationFeeSchema,
      errors: [403, 404, 422],
    },
  ),
  recordFeePayment: command(
    'POST /api/member-registration-fee-payments',
    201,
    "Record a member's registration fee payment; it enters the loan fund (RecordFeePayment)",
    { body: recordFeePaymentSchema, errors: [403, 404, 409, 422] },
  ),
} as const;
