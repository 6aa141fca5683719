import type { Cents } from '../shared/money';

/** A percent with at most two decimals as whole hundredths of a percent (basis points): 2.5 → 250. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * What the borrower repays: the service charge is flat per month on the principal, so
 * amount × (1 + rate/100 × termMonths), rounded half-up to the cent. Exact: integers throughout.
 */
export const loanTotal = (amount: Cents, ratePercent: number, termMonths: number): Cents => {
  const numerator = BigInt(amount) * (10_000n + BigInt(toBasisPoints(ratePercent)) * BigInt(termMonths));
  return Number((numerator + 5_000n) / 10_000n);
};

/** Service charge of a loan: what is repaid above the principal. */
export const serviceChargeOf = (amount: Cents, ratePercent: number, termMonths: number): Cents =>
  loanTotal(amount, ratePercent, termMonths) - amount;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * loanDate + termMonths calendar months ('YYYY-MM-DD'); a day that the target month lacks is clamped to
 * its last day, so 2026-01-31 + 1 month is 2026-02-28 (not 2026-03-03, as Date arithmetic would give).
 */
export const loanDueDate = (loanDate: string, termMonths: number): string => {
  const [y, m, d] = loanDate.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + termMonths;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

export const LOAN_STATUSES = ['active', 'completed', 'defaulted'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** What the screens show: overdue is derived, never stored (spec: states). */
export type LoanDisplayStatus = LoanStatus | 'overdue';

/** An active loan whose due date is before today (business dates 'YYYY-MM-DD'); due today is not yet overdue. */
export const isLoanOverdue = (status: LoanStatus, dueDate: string, today: string): boolean =>
  status === 'active' && dueDate < today;

export const loanDisplayStatus = (status: LoanStatus, dueDate: string, today: string): LoanDisplayStatus =>
  isLoanOverdue(status, dueDate, today) ? 'overdue' : status;

/** Repayment progress in whole percent, capped at 100 (spec: limits). */
export const loanProgressPercent = (totalAmount: Cents, amountPaid: Cents): number =>
  totalAmount <= 0 ? 100 : Math.min(100, Math.max(0, Math.floor((amountPaid * 100) / totalAmount)));
