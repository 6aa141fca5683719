import { collectionRate, formatCents, formatRate, sumCents, wireToCents } from '@/lib/money';
import type { RegionalAnalytics } from '../api/get-analytics';
import { monthLabel } from './period-format';

export type AnalyticsMonth = RegionalAnalytics['months'][number];

export interface CollectionPoint {
  readonly month: string;
  readonly series: 'Expected' | 'Paid';
  /** KES. */
  readonly amount: number;
}

export interface SavingsPoint {
  readonly month: string;
  /** KES. */
  readonly amount: number;
}

const kes = (amount: AnalyticsMonth['paid']): number => wireToCents(amount) / 100;

/** The collections chart's bars: expected and paid side by side for every month, in month order. */
export const collectionPoints = (months: readonly AnalyticsMonth[]): CollectionPoint[] =>
  sortedMonths(months).flatMap((m) => [
    { month: monthLabel(m.month), series: 'Expected' as const, amount: kes(m.expected) },
    { month: monthLabel(m.month), series: 'Paid' as const, amount: kes(m.paid) },
  ]);

/** The savings chart's line, in month order. */
export const savingsPoints = (months: readonly AnalyticsMonth[]): SavingsPoint[] =>
  sortedMonths(months).map((m) => ({ month: monthLabel(m.month), amount: kes(m.savings) }));

export const sortedMonths = (months: readonly AnalyticsMonth[]): AnalyticsMonth[] =>
  months.toSorted((a, b) => a.month.localeCompare(b.month));

/** Whether there is anything to draw: a month with money expected, paid or saved. */
export const hasMonthData = (months: readonly AnalyticsMonth[]): boolean =>
  months.some(
    (m) => wireToCents(m.expected) !== 0 || wireToCents(m.paid) !== 0 || wireToCents(m.savings) !== 0,
  );

const span = (months: readonly AnalyticsMonth[]): string => {
  const sorted = sortedMonths(months);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return '';
  return first.month === last.month
    ? ` in ${monthLabel(first.month)}`
    : `, ${monthLabel(first.month)} to ${monthLabel(last.month)}`;
};

/** What the collections chart says, for screen readers (the chart's table caption). */
export const collectionsSummary = (months: readonly AnalyticsMonth[]): string => {
  const expected = sumCents(months.map((m) => m.expected));
  const paid = sumCents(months.map((m) => m.paid));
  return `Contributions by month${span(months)}: ${formatCents(expected)} expected, ${formatCents(paid)} paid (${formatRate(collectionRate(paid, expected))} collected)`;
};

/** What the savings chart says, for screen readers. */
export const savingsSummary = (months: readonly AnalyticsMonth[]): string =>
  `Savings by month${span(months)}: ${formatCents(sumCents(months.map((m) => m.savings)))} in total`;
