import { z } from 'zod';

/**
 * Money is integer minor units (cents) in events and domain code, so sums are exact; a number with at
 * most two decimals on the wire. KES is the default currency (spec: fields).
 */
export type Cents = number;

export const MAX_CENTS = 99_999_999_99; // numeric(12,2)

/** Parses a wire amount (number or numeric string) into cents; null when it is not a valid amount. */
export const toCents = (value: unknown): Cents | null => {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value); // 0.1 + 0.2 prints its float noise and is refused below
  } else if (typeof value === 'string') text = value.trim();
  else return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] ? -cents : cents;
};

export const fromCents = (cents: Cents): number => cents / 100;

/** One formatter for every amount: toLocaleString built one per call (0.6 s of a rebuild's activity feed). */
const AMOUNT = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** KES 1,500.00 — the currency code followed by the locale-formatted number (spec: fields). */
export const formatMoney = (cents: Cents, currency = 'KES'): string =>
  `${currency} ${AMOUNT.format(cents / 100)}`;

interface MoneyMessages {
  required: string;
  positive?: string;
  nonNegative?: string;
  decimals?: string;
}

/**
 * A wire amount: number or numeric string, at most two decimals, within numeric(12,2), transformed to
 * cents. `positive` requires > 0, `nonNegative` >= 0.
 */
/**
 * A number as a form or a JSON body sends it: a number or numeric text (null and blank mean absent).
 * Declared as such, so the OpenAPI document types it; anything else answers `invalid`.
 */
export const numericInput = (invalid: string) =>
  z.union([z.number(), z.string(), z.null()], { error: invalid }).optional();

export const moneySchema = (messages: MoneyMessages) =>
  numericInput(messages.positive ?? messages.nonNegative ?? 'Amount must be a number').transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
      return fail(messages.required);
    const cents = toCents(v);
    const invalid = messages.positive ?? messages.nonNegative ?? 'Amount must be a number';
    if (cents === null) {
      const finiteWithDecimals =
        (typeof v === 'number' && Number.isFinite(v)) ||
        (typeof v === 'string' && /^-?\d+\.\d{3,}$/.test(v.trim()));
      return fail(finiteWithDecimals ? (messages.decimals ?? 'Amounts have at most two decimals') : invalid);
    }
    if (messages.positive && cents <= 0) return fail(messages.positive);
    if (cents < 0) return fail(invalid);
    if (cents > MAX_CENTS) return fail('Amount is too large');
    return cents;
  });
