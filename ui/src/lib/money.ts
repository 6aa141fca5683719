// The money module directly: the package root would pull every schema of the domain into the page.
import type { Cents } from '@pm/domain/shared/money';
import { currentLocale } from '@/i18n';
import { formatGrouped } from '@/lib/grouped-number';

/** spec: fields: the currency code, then the amount with two decimals in the user's locale (en-KE, sw-KE). */
const formatMoney = (cents: Cents, currency: string): string =>
  `${currency} ${formatGrouped(cents / 100, currentLocale(), 2, 2)}`;

/**
 * Amounts on the wire are KES numbers with at most two decimals (1500.5 = KES 1,500.50). Sums and
 * comparisons happen in whole cents, so adding a page of amounts never accumulates float noise.
 */
export type WireAmount = number | string | null | undefined;

/** A wire amount in cents; anything that is not a finite number counts as 0. */
export const wireToCents = (amount: WireAmount): Cents => {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

/** Cents back to the wire's KES number. */
export const centsToWire = (cents: Cents): number => cents / 100;

/** 'KES 1,500.50' from a wire amount (spec: fields: the currency code, then the locale-formatted number). */
export const formatWireMoney = (amount: WireAmount, currency = 'KES'): string =>
  formatMoney(wireToCents(amount), currency);

/** The sum of wire amounts, in cents. */
export const sumCents = (amounts: readonly WireAmount[]): Cents =>
  amounts.reduce<Cents>((sum, amount) => sum + wireToCents(amount), 0);

/** spec: limits: paid divided by expected, in percent, to one decimal; 0 when nothing is expected. */
export const collectionRate = (paid: Cents, expected: Cents): number =>
  expected <= 0 ? 0 : Math.round((paid * 1000) / expected) / 10;

/** '87.5%': a rate with exactly one decimal. */
export const formatRate = (rate: number | null | undefined): string =>
  `${(Number.isFinite(rate) ? Number(rate) : 0).toFixed(1)}%`;

/** 'KES 1,500.50' from cents (the result of a sum). */
export const formatCents = (cents: Cents, currency = 'KES'): string => formatMoney(cents, currency);

/** '+KES 200.00' or '−KES 4,500.00': a change of an amount, its sign always shown (a minus sign, not a hyphen). */
export const formatSignedCents = (cents: Cents, currency = 'KES'): string =>
  `${cents < 0 ? '−' : '+'}${formatMoney(Math.abs(cents), currency)}`;
