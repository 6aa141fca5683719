import { businessDate, MONTH_NAMES } from '@pm/domain/shared/dates';
import dayjs from 'dayjs';
import { currentLanguage, currentLocale } from '@/i18n';
import { formatGrouped } from './grouped-number';

export { MONTH_NAMES };

/** Dates in tables: 'MMM DD, YYYY' in English (Jan 05, 2026), 'DD MMM YYYY' in Kiswahili (05 Jan 2026). */
const DATE_FORMATS = { en: 'MMM DD, YYYY', sw: 'DD MMM YYYY' } as const;

export const formatDate = (value: string | null | undefined): string =>
  value ? dayjs(value).format(DATE_FORMATS[currentLanguage()]) : '-';

/** Timestamps in histories, to the second. */
export const formatDateTime = (value: string | null | undefined): string =>
  value ? dayjs(value).format(`${DATE_FORMATS[currentLanguage()]} HH:mm:ss`) : '-';

/** A count or figure in the user's locale (en-KE, sw-KE): 12,345. */
export const formatNumber = (value: number | null | undefined): string =>
  formatGrouped(Number.isFinite(value) ? Number(value) : 0, currentLocale());

/** A month's name in the user's language, from its number (1 = January). */
export const monthName = (month: number): string =>
  currentLanguage() === 'en'
    ? (MONTH_NAMES[month - 1] ?? String(month))
    : month >= 1 && month <= 12
      ? new Intl.DateTimeFormat(currentLocale(), { month: 'long', timeZone: 'UTC' }).format(
          Date.UTC(2000, month - 1, 1),
        )
      : String(month);

/** 'March 2026' (Machi 2026) from '2026-03' or '2026-03-10'. */
export const formatMonth = (value: string): string =>
  `${monthName(Number(value.slice(5, 7)))} ${value.slice(0, 4)}`;

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
