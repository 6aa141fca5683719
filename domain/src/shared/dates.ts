/** A calendar date 'YYYY-MM-DD' that exists ('2024-02-30' does not). */
export const isIsoDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** No date this product records lies outside these years (storage and arithmetic stay sane). */
export const SANE_YEARS = { from: '1900-01-01', to: '2199-12-31' } as const;

/** The earliest date of money in the programme: payments, savings, loans, registrations. */
export const PROGRAMME_START = '2000-01-01';
export const BEFORE_PROGRAMME_MESSAGE = 'Dates before 2000 are not accepted';

/** Age in whole years on `today` (both 'YYYY-MM-DD'): one less when the birthday has not come yet this year. */
export const ageOn = (dateOfBirth: string, today: string): number => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
};

export const AGE_GROUPS = ['0-2', '3-5', '6-8', '9-11', '12-14', '15-18', '19+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const ageGroupOf = (age: number): AgeGroup =>
  age <= 2
    ? '0-2'
    : age <= 5
      ? '3-5'
      : age <= 8
        ? '6-8'
        : age <= 11
          ? '9-11'
          : age <= 14
            ? '12-14'
            : age <= 18
              ? '15-18'
              : '19+';

/** 'YYYY-MM' of a 'YYYY-MM-DD' or ISO timestamp. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** The months' English names, January first (an SMS text, the UI's month pickers). */
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

/** The month after 'YYYY-MM'. */
export const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The programme runs on Kenyan time (EAT, UTC+3, no daylight saving): days and months turn there. */
export const BUSINESS_UTC_OFFSET_HOURS = 3;

/** The business date 'YYYY-MM-DD' of an ISO timestamp. */
export const businessDate = (nowIso: string): string =>
  new Date(Date.parse(nowIso) + BUSINESS_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/** The calendar date `days` after 'YYYY-MM-DD' (negative for before). */
/** The time of day in Kenya of an instant, HH:MM (a lock's end told to a caller). */
export const kenyanClock = (iso: string): string =>
  new Date(Date.parse(iso) + BUSINESS_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(11, 16);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
