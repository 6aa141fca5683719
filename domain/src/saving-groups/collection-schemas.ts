import { z } from 'zod';
import { idParams, idSchema, optionalIdSchema } from '../shared/bounds';
import { programmeDateSchema } from '../shared/date-schemas';
import { isBlank, notes, positiveAmount, text } from './inputs';
import { PENALTY_TYPES } from './shared';

/** A date the client may leave out: today (the service knows the day). */
const dateOrToday = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .nullable()
    .optional()
    .transform((v) => (isBlank(v) ? undefined : (v as string)))
    .pipe(programmeDateSchema(`${label} is required`).optional());

/**
 * POST /api/member-penalties (spec: validation, API calls): one of the four types, 'Amount is required', and the reason
 * in `description` (the column's name; the screen shows it as the reason): 'Reason is required'.
 */
export const imposePenaltySchema = z.object({
  groupId: idSchema('Please select a group'),
  memberId: idSchema('Please select a member'),
  penaltyType: z.enum(PENALTY_TYPES, {
    error: 'Penalty type must be Lateness, Meeting Disturbance, Meeting Absence or Other',
  }),
  amount: positiveAmount('Amount is required'),
  description: text('Reason is required', 1, 500),
  penaltyDate: dateOrToday('Penalty date'),
  meetingId: optionalIdSchema('Please select a meeting'),
  /**
   * A late fine confirmed from GET /api/saving-groups/{id}/late-fines: the loan and overdue month it
   * fines, given once per loan and month.
   */
  lateFine: z
    .object({
      loanId: idSchema('Please select a loan'),
      month: z
        .number({ error: 'The month of a late fine is a whole number from 1' })
        .int('The month of a late fine is a whole number from 1')
        .min(1, 'The month of a late fine is a whole number from 1')
        .max(1200, 'The month of a late fine is at most 1200'),
    })
    .optional(),
});
export type ImposePenaltyInput = z.infer<typeof imposePenaltySchema>;

/** POST /api/member-penalties/{id}/pay: the payment date, today when left out. */
export const payPenaltySchema = z.object({ paymentDate: dateOrToday('Payment date') });
export type PayPenaltyInput = z.infer<typeof payPenaltySchema>;
export const penaltyParams = idParams('Penalty');

/** PATCH /api/member-registration-fees/{groupId} (spec: validation, API calls). */
export const setRegistrationFeeSchema = z.object({
  groupId: idSchema('Please select a group').optional(),
  feeAmount: positiveAmount('Fee amount is required', 'Fee amount must be a positive number'),
  description: text('Description is required', 1, 500),
});
export type SetRegistrationFeeInput = z.infer<typeof setRegistrationFeeSchema>;

/** POST /api/member-registration-fee-payments: a member pays the group's fee (amount: the fee when absent). */
export const recordFeePaymentSchema = z.object({
  groupId: idSchema('Please select a group'),
  memberId: idSchema('Please select a member'),
  amount: positiveAmount('Amount is required').optional(),
  paymentDate: dateOrToday('Payment date'),
  notes,
  meetingId: optionalIdSchema('Please select a meeting'),
});
export type RecordFeePaymentInput = z.infer<typeof recordFeePaymentSchema>;
