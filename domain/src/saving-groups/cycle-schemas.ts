import { z } from 'zod';
import { idSchema } from '../shared/bounds';
import { isoDateSchema } from '../shared/date-schemas';
import { text } from './inputs';
import { SHARE_OUT_WEIGHTINGS } from './share-out';

/** The close of a group's cycle: propose, then confirm or reject by someone else. */

const ids = (message: string) =>
  z
    .array(idSchema(message), { error: message })
    .max(1000, 'At most 1000 ids')
    .optional()
    .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b));

/** POST /api/saving-groups/{id}/cycle-close: the payouts are computed by the service from the books. */
export const proposeCycleCloseSchema = z.object({
  closeDate: isoDateSchema('closeDate is required (YYYY-MM-DD)', 'closeDate must be a date (YYYY-MM-DD)'),
  weighting: z
    .enum(SHARE_OUT_WEIGHTINGS, { error: 'weighting must be amount or time' })
    .optional()
    .transform((v) => v ?? 'amount'),
  /** Every loan still owed, carried into the next cycle by decision. */
  carriedLoanIds: ids('carriedLoanIds must be a list of loan ids'),
  /** Every penalty still unpaid, carried into the next cycle by decision. */
  carriedPenaltyIds: ids('carriedPenaltyIds must be a list of penalty ids'),
  /** A project administrator or above closes at once, without a second person. */
  closeNow: z.boolean({ error: 'closeNow must be true or false' }).optional(),
});
export type ProposeCycleCloseInput = z.infer<typeof proposeCycleCloseSchema>;

const cycleSchema = z
  .number({ error: 'cycle is required: the number of the cycle whose close is proposed' })
  .int('cycle must be a whole number')
  .min(1, 'cycle must be 1 or more')
  .max(10_000, 'cycle must be 10000 or less');

export const confirmCycleCloseSchema = z.object({ cycle: cycleSchema });
export const rejectCycleCloseSchema = z.object({
  cycle: cycleSchema,
  reason: text('Please give a reason of at least 3 characters', 3, 500),
});
