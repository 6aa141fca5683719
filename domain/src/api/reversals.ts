import { reversePaymentSchema } from '../participants/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Saving Group Ministry');

const reversal = (url: `POST /api/${string}/:id/reverse`, what: string, type: string, effect: string) =>
  command(url, 200, `Reverse a mistaken ${what} with a reason; ${effect} (${type})`, {
    params: idParams(what.charAt(0).toUpperCase() + what.slice(1)),
    body: reversePaymentSchema,
    errors: [403, 404, 422],
  });

/**
 * Corrections of a group's money (not in the specification): an entry recorded by mistake is reversed with
 * a reason, never edited or deleted. A ProjectAdmin or above may reverse any entry in scope; whoever
 * recorded it may reverse it on the same day. A reversed entry cannot be reversed again (422).
 */
export const reversalCommands = {
  reverseSaving: reversal(
    'POST /api/group-savings/:id/reverse',
    'saving',
    'ReverseSaving',
    "the member's savings, the meeting's total and the loan fund drop by it",
  ),
  reverseRepayment: reversal(
    'POST /api/loan-repayments/:id/reverse',
    'repayment',
    'ReverseRepayment',
    'the loan owes it again (a completed loan is active again) and the loan fund drops by it',
  ),
  reversePenalty: reversal(
    'POST /api/member-penalties/:id/reverse',
    'penalty',
    'ReversePenalty',
    'it is no longer owed, and what was paid of it leaves the loan fund',
  ),
  reverseFeePayment: reversal(
    'POST /api/member-registration-fee-payments/:id/reverse',
    'registration fee payment',
    'ReverseFeePayment',
    'the member owes the fee again and the loan fund drops by it',
  ),
  reverseEmergencyContribution: reversal(
    'POST /api/emergency-contributions/:id/reverse',
    'emergency contribution',
    'ReverseEmergencyContribution',
    "the fund's balance drops by it",
  ),
} as const;
