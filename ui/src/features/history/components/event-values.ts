import { currentLocale, t, tKey } from '@/i18n';
import { monthName } from '@/lib/format';
import { formatGrouped } from '@/lib/grouped-number';

/**
 * The values of the history as people read them, whatever event holds them: dates in words, times in
 * Kenyan time, ids by name, field names in words.
 */

/** 'LoanIssued' → 'Loan issued'; 'maxLoanAmount' → 'Max loan amount'. */
export const wordsOf = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// Kenya keeps East Africa Time all year (UTC+3, no summer time).
const NAIROBI = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in Kenyan time: '2026-11-26T11:05:00Z' → '26 Nov 2026, 14:05 EAT'. */
export const formatEat = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    NAIROBI.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${Number(part('day'))} ${monthName(Number(part('month'))).slice(0, 3)} ${part('year')}, ${part('hour')}:${part('minute')} EAT`;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MONTH_ONLY = /^(\d{4})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A business date as it was recorded (no time zone): '2026-11-26' → '26 Nov 2026'. */
export const formatDay = (value: string): string => {
  const match = DATE_ONLY.exec(value);
  if (!match) return value;
  return `${Number(match[3])} ${monthName(Number(match[2])).slice(0, 3)} ${match[1]}`;
};

/** Resolves a reference to a name the page already has: ('memberId', 12) → 'Achieng'. */
export type Resolve = (key: string, id: number) => string | undefined;

const LABELS: Readonly<Record<string, string>> = {
  interestRate: tKey('Service charge'),
  serviceChargeRate: tKey('Service charge rate'),
  termMonths: tKey('Term'),
  cycleDuration: tKey('Cycle'),
  totalAmount: tKey('Total to repay'),
  expectedAmount: tKey('Monthly amount'),
  personal: tKey('Personal data'),
  createdBy: tKey('Created by'),
  reopened: tKey('Loan active again'),
  paidAmount: tKey('Paid of it'),
};

export const labelOf = (key: string): string => {
  const known = LABELS[key];
  if (known) return t(known);
  // other fields are named after their identifier (no fixed text to translate)
  if (/^is[A-Z]/.test(key)) return wordsOf(key.slice(2));
  if (/.Id$/.test(key)) return wordsOf(key.slice(0, -2));
  return wordsOf(key);
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id as its name where it can be resolved, otherwise '#12'. */
export const idText = (key: string, id: number, resolve: Resolve | undefined): string =>
  resolve?.(key, id) ?? `#${id}`;

/** An attendance list's entry: the member, and whether they were there. */
export const isAttendanceEntry = (value: unknown): value is Record<string, unknown> & { memberId: number } =>
  isRecord(value) && typeof value.memberId === 'number' && typeof value.isPresent === 'boolean';

/**
 * A meeting's attendance list as people read it, one member after another:
 * 'Akinyi Odhiambo: present, arrived 14:05; Wanjiku Kamau: absent (Travelling)'.
 */
export const attendanceText = (
  entries: readonly Record<string, unknown>[],
  resolve: Resolve | undefined,
): string =>
  entries
    .map((entry) => {
      const name = idText('memberId', entry.memberId as number, resolve);
      const arrival =
        typeof entry.arrivalTime === 'string' && entry.arrivalTime
          ? `, ${t('arrived {{time}}', { time: entry.arrivalTime })}`
          : '';
      const notes = typeof entry.notes === 'string' && entry.notes ? ` (${entry.notes})` : '';
      return `${name}: ${entry.isPresent ? t('present') : t('absent')}${arrival}${notes}`;
    })
    .join('; ');

/**
 * A value without knowing its field: people by name, dates in words, objects as readable text. The ids
 * inside (an attendance list's memberId) are named through `resolve` like the event's own fields.
 */
export const formatValue = (value: unknown, resolve?: Resolve): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (typeof value === 'number') return formatGrouped(value, currentLocale());
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return formatDay(value);
    if (INSTANT.test(value)) return formatEat(value);
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? '-' : value.map((item) => formatValue(item, resolve)).join(', ');
  if (isRecord(value)) {
    // who recorded something ({ userId, username }) reads as the person's name
    if (typeof value.username === 'string') return value.username;
    if (typeof value.name === 'string') return value.name;
    return Object.entries(value)
      .map(([key, inner]) => {
        const text =
          /.Id$/.test(key) && typeof inner === 'number'
            ? idText(key, inner, resolve)
            : formatValue(inner, resolve);
        return `${labelOf(key)}: ${text}`;
      })
      .join('; ');
  }
  return String(value);
};
