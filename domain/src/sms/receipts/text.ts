import { type Message, msg } from '../../shared/errors';
import { type Cents, formatMoney } from '../../shared/money';
import type { ReceiptEntryType } from './events';

/** What one receipt or correction says: the entry, its date, whose it is and the balance after it. */
export interface ReceiptFacts {
  readonly kind: 'receipt' | 'correction';
  readonly entryType: ReceiptEntryType;
  readonly amount: Cents;
  /** The entry's business date, YYYY-MM-DD. */
  readonly date: string;
  /** The member, or the child a guardian pays for. */
  readonly person: string;
  /** The balance after the entry (or its reversal): see BALANCE_LABELS. */
  readonly balance: Cents;
  /** The month of a participant's contribution, YYYY-MM (payments only). */
  readonly month?: string;
  /** The group's or the project's name, signed at the end when it fits. */
  readonly signature: string;
}

const MAX = 160;

const WHAT: Readonly<Record<ReceiptEntryType, string>> = {
  saving: 'saving',
  repayment: 'loan repayment',
  payment: 'contribution payment',
};

/**
 * Which balance a receipt gives: a member's savings in the current cycle after a saving, what is left
 * to repay of the loan after a repayment, what is still due for the child's month after a payment.
 */
const balanceText = (facts: ReceiptFacts): string => {
  const money = formatMoney(facts.balance);
  if (facts.entryType === 'saving') return `Savings ${money}.`;
  if (facts.entryType === 'repayment') return `Loan balance ${money}.`;
  return `Still due for ${facts.month ?? facts.date.slice(0, 7)}: ${money}.`;
};

/** "Jane Wanjiru Otieno" → "Jane O.": the first name and the last name's initial, at most 20 characters. */
export const shortName = (name: string): string => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!.slice(0, 16);
  const last = parts.length > 1 ? ` ${parts[parts.length - 1]![0]!.toUpperCase()}.` : '';
  return `${first}${last}`;
};

/**
 * The text of a receipt or its correction, at most 160 characters (one SMS): the signature is cut, or
 * left out, to fit.
 */
export const receiptText = (facts: ReceiptFacts): string => {
  const amount = formatMoney(facts.amount);
  const what = WHAT[facts.entryType];
  const person = shortName(facts.person);
  const forWhom = person ? ` for ${person}` : '';
  const stop = forWhom.endsWith('.') ? '' : '.';
  const body =
    facts.kind === 'receipt'
      ? `Receipt: ${amount} ${what} recorded ${facts.date}${forWhom}${stop} ${balanceText(facts)}`
      : `Correction: the ${amount} ${what} of ${facts.date}${forWhom} was reversed. ${balanceText(facts)}`;
  const room = MAX - body.length - 1;
  const signature = facts.signature.trim();
  if (!signature || room < 4) return body.slice(0, MAX);
  return `${body} ${signature.length <= room ? signature : `${signature.slice(0, room - 1)}…`}`;
};

/** Why a receipt was not sent to a number of the register that is no phone number. */
export const receiptNotSent = (number: string): Message =>
  number.trim()
    ? msg`Receipt not sent: "${{ number: number.trim().slice(0, 40) }}" is not a phone number`
    : msg`Receipt not sent: an empty number is not a phone number`;
