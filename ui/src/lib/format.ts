import { businessDate } from '@pm/domain/shared/dates';
import dayjs from 'dayjs';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Dates in tables: 'MMM DD, YYYY' (e.g. Jan 05, 2026). */
export const formatDate = (value: string | null | undefined): string =>
  value ? dayjs(value).format('MMM DD, YYYY') : '-';

/** Timestamps in histories, to the second. */
export const formatDateTime = (value: string | null | undefined): string =>
  value ? dayjs(value).format('MMM DD, YYYY HH:mm:ss') : '-';

/** spec §3: the currency code (default KES) followed by the locale-formatted number; strings become numbers. */
export const formatCurrency = (amount: number | string | null | undefined, currency = 'KES'): string => {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return `${currency} ${(Number.isFinite(value) ? value : 0).toLocaleString()}`;
};

/** Two-letter initials from a username (the sidebar footer's avatar). */
export const initialsOf = (username: string): string => username.slice(0, 2).toUpperCase();

/** 'participantCount' → 'Participant count'. */
export const humanizeKey = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Today as the programme counts days (Kenya time, as the server's business dates), as 'YYYY-MM-DD':
 * a browser elsewhere, or a clock between 21:00 and midnight UTC, would otherwise default forms to
 * yesterday, before a group registered today.
 */
export const todayIso = (): string => businessDate(new Date().toISOString());
