import { z } from 'zod';
import { contractsOf } from './contract';

/**
 * Staff's side of the USSD menu (docs/domain/ussd.md, "PIN"): resetting a number's PIN, which also lifts
 * its lock; the next call starts again with a code by SMS.
 */

export const resetUssdPinSchema = z.object({
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(30, 'At most 30 characters')
    .meta({ description: "The parent's or member's number as on the register, in any usual Kenyan form" }),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters')
    .max(500, 'At most 500 characters'),
});
export type ResetUssdPinInput = z.infer<typeof resetUssdPinSchema>;

export const ussdPinResetSchema = z
  .object({
    phone: z.string().meta({ description: 'The number, masked (+2547******78)' }),
    position: z.string().nullable(),
  })
  .meta({ id: 'UssdPinReset' });

const { command } = contractsOf('USSD');

export const ussdCommands = {
  resetUssdPin: command(
    'POST /api/ussd/pin-resets',
    200,
    "Reset a number's USSD PIN and lift its lock, with a reason (ResetUssdPin). Allowed to those who " +
      "record a child's payments whose contact phone it is, or who manage a group of a member whose phone " +
      'it is. 404: no such number among the people in your scope',
    { body: resetUssdPinSchema, response: ussdPinResetSchema, errors: [403, 404, 422] },
  ),
} as const;
