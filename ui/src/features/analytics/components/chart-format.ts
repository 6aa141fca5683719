import { t } from '@/i18n';
import { collectionRate, formatCents, formatRate, sumCents, wireToCents } from '@/lib/money';
import type { RegionalAnalytics } from '../api/get-analytics';
import { monthLabel } from './period-format';

export type AnalyticsMonth = RegionalAnalytics['months'][number];

export interface CollectionPoint {
  readonly month: string;
  /** The legend's words: 'Expected' or 'Paid' (in the reader's language). */
  readonly series: string;
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
    { month: monthLabel(m.month), series: t('Expected'), amount: kes(m.expected) },
    { month: monthLabel(m.month), series: t('Paid'), amount: kes(m.paid) },
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

/** The months shown: none, one, or a first and a last (in words). */
const span = (months: readonly AnalyticsMonth[]): { readonly from: string; readonly to: string } | null => {
  const sorted = sortedMonths(months);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  return { from: monthLabel(first.month), to: monthLabel(last.month) };
};

/** What the collections chart says, for screen readers (the chart's table caption). */
export const collectionsSummary = (months: readonly AnalyticsMonth[]): string => {
  const expected = sumCents(months.map((m) => m.expected));
  const paid = sumCents(months.map((m) => m.paid));
  const figures = {
    expected: formatCents(expected),
    paid: formatCents(paid),
    rate: formatRate(collectionRate(paid, expected)),
  };
  const shown = span(months);
  if (!shown)
    return t('Contributions by month: {{expected}} expected, {{paid}} paid ({{rate}} collected)', figures);
  if (shown.from === shown.to)
    return t(
      'Contributions by month in {{month}}: {{expected}} expected, {{paid}} paid ({{rate}} collected)',
      {
        ...figures,
        month: shown.to,
      },
    );
  return t(
    'Contributions by month, {{from}} to {{to}}: {{expected}} expected, {{paid}} paid ({{rate}} collected)',
    { ...figures, ...shown },
  );
};

/** What the savings chart says, for screen readers. */
export const savingsSummary = (months: readonly AnalyticsMonth[]): string => {
  const total = formatCents(sumCents(months.map((m) => m.savings)));
  const shown = span(months);
  if (!shown) return t('Savings by month: {{total}} in total', { total });
  if (shown.from === shown.to)
    return t('Savings by month in {{month}}: {{total}} in total', { total, month: shown.to });
  return t('Savings by month, {{from}} to {{to}}: {{total}} in total', { total, ...shown });
};
