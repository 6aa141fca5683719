import dayjs from 'dayjs';
import { t, tKey } from '@/i18n';

/** The period selector's choices, kept in the URL as ?period=. */
export const PERIODS = [
  { key: 'this-month', label: tKey('This month') },
  { key: 'last-3-months', label: tKey('Last 3 months') },
  { key: 'last-12-months', label: tKey('Last 12 months') },
  { key: 'this-year', label: tKey('This year') },
  { key: 'all', label: tKey('All time') },
] as const;

export type PeriodKey = (typeof PERIODS)[number]['key'];

/** All time: the server's own default (every month up to now). */
export const DEFAULT_PERIOD: PeriodKey = 'all';

/** The months sent as ?from=YYYY-MM&to=YYYY-MM; null leaves the bound to the server. */
export interface PeriodRange {
  readonly from: string | null;
  readonly to: string | null;
}

const MONTH = 'YYYY-MM';

/** A ?period= value, or the default when it is missing or unknown. */
export const periodFromParam = (raw: string | null): PeriodKey =>
  PERIODS.find((period) => period.key === raw)?.key ?? DEFAULT_PERIOD;

/** The first and last month of a period, counted in the browser's calendar; `now` is for the tests. */
export const periodRange = (key: PeriodKey, now: Date = new Date()): PeriodRange => {
  const today = dayjs(now);
  const to = today.format(MONTH);
  switch (key) {
    case 'this-month':
      return { from: to, to };
    case 'last-3-months':
      return { from: today.subtract(2, 'month').format(MONTH), to };
    case 'last-12-months':
      return { from: today.subtract(11, 'month').format(MONTH), to };
    case 'this-year':
      return { from: today.startOf('year').format(MONTH), to };
    case 'all':
      return { from: null, to: null };
  }
};

export const periodLabel = (key: PeriodKey): string =>
  t(PERIODS.find((period) => period.key === key)?.label ?? tKey('All time'));

/** 'Jan 2026': a YYYY-MM month as the charts and tables show it. */
export const monthLabel = (month: string): string => {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  return dayjs(`${month}-01`).format('MMM YYYY');
};

/** 'Jan 2026 – Mar 2026', 'up to Mar 2026' or 'All time': the period the server answered for. */
export const periodText = (period: { readonly from: string | null; readonly to: string }): string => {
  if (period.from === null) return t('Up to {{month}}', { month: monthLabel(period.to) });
  if (period.from === period.to) return monthLabel(period.to);
  return `${monthLabel(period.from)} – ${monthLabel(period.to)}`;
};
