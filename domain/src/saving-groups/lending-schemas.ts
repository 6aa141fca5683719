import { z } from 'zod';
import { isoDateSchema } from '../shared/date-schemas';
import { moneySchema } from '../shared/money';
import { LEAVING_PAYOUTS } from './group/events';
import { MAX_CEILING_MULTIPLE } from './group/lending';
import { isBlank, optionalMultiple, text } from './inputs';

/**
 * PUT /api/saving-groups/{id}/loan-rules: the whole rule set. `ceilingMultiple` and
 * `lateFinePerMonth` are optional rules: null, blank or absent turns them off.
 */
export const setLoanRulesSchema = z.object({
  oneActiveLoan: z.boolean({ error: 'One active loan per member must be true or false' }),
  ceilingMultiple: optionalMultiple('Loan ceiling (times savings)', MAX_CEILING_MULTIPLE),
  lateFinePerMonth: z
    .preprocess(
      (v) => (isBlank(v) ? undefined : v),
      moneySchema({
        required: 'Late fine is required',
        positive: 'Late fine per month must be a positive amount',
      }).optional(),
    )
    .transform((v) => v ?? null),
  /** Set what members owe on loans off against their share-out at a close; absent: unchanged. */
  setOffAtShareOut: z.boolean({ error: 'Set off debts at the share-out must be true or false' }).optional(),
  /** How a member leaving mid-cycle is paid; absent: unchanged. */
  leavingPayout: z
    .enum(LEAVING_PAYOUTS, { error: 'The payout of a leaving member must be atClose, savings or share' })
    .optional(),
});
export type SetLoanRulesInput = z.infer<typeof setLoanRulesSchema>;

/** POST /api/group-loans/{id}/write-off: the group gives up on what is still owed. */
export const writeOffLoanSchema = z.object({
  writeOffDate: isoDateSchema(
    'writeOffDate is required (YYYY-MM-DD)',
    'writeOffDate must be a date (YYYY-MM-DD)',
  ),
  reason: text('Please give a reason of at least 5 characters', 5, 500),
});
export type WriteOffLoanInput = z.infer<typeof writeOffLoanSchema>;
