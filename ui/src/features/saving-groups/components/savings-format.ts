import type { Cents } from '@pm/domain/shared/money';
import dayjs from 'dayjs';
import { tKey } from '@/i18n';
import { sumCents } from '@/lib/money';
import type { GroupSaving } from '../api/get-group-savings';
import { countedEntries } from './reversal';

export interface SavingFilters {
  readonly search: string;
  /** null for every group. */
  readonly groupId: number | null;
}

/** spec: screens "Savings Tracking": search by member or group name, one group or all. */
export const filterSavings = <S extends GroupSaving>(savings: readonly S[], filters: SavingFilters): S[] => {
  const query = filters.search.trim().toLowerCase();
  return savings.filter(
    (saving) =>
      (filters.groupId === null || saving.groupId === filters.groupId) &&
      (!query ||
        (saving.memberName ?? '').toLowerCase().includes(query) ||
        (saving.groupName ?? '').toLowerCase().includes(query)),
  );
};

/** Days in the Avg. Weekly window: today and the 27 days before it, four whole weeks. */
export const AVG_WEEKLY_DAYS = 28;

/** The cards' explanations, in English (tKey): statCardsOf translates them. */
export const AVG_WEEKLY_EXPLANATION = tKey(
  'Savings of the last 4 weeks (today and the 27 days before it) divided by 4',
);
export const ACTIVE_SAVERS_EXPLANATION = tKey('Members with at least one saving this calendar month');
export const THIS_MONTH_EXPLANATION = tKey('Savings dated in this calendar month');

export interface SavingsSummary {
  /** Every row given. */
  readonly total: Cents;
  /** Rows dated in today's calendar month. */
  readonly thisMonth: Cents;
  /** Distinct members with a saving this month. */
  readonly activeSavers: number;
  /** The last 4 weeks' savings ÷ 4, to the cent. */
  readonly avgWeekly: Cents;
}

/**
 * The Savings Tracking cards, from the rows the filters show (spec placeholders replaced by real figures);
 * reversed savings count in none of them.
 */
export const summarizeSavings = (rows: readonly GroupSaving[], today: string): SavingsSummary => {
  // a reversed saving stays in the list, struck through, and counts in no figure
  const savings = countedEntries(rows);
  const month = today.slice(0, 7);
  const thisMonth = savings.filter((saving) => saving.savingDate.slice(0, 7) === month);
  const windowStart = dayjs(today)
    .subtract(AVG_WEEKLY_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  const lastFourWeeks = savings.filter(
    (saving) => saving.savingDate >= windowStart && saving.savingDate <= today,
  );
  return {
    total: sumCents(savings.map((saving) => saving.amount)),
    thisMonth: sumCents(thisMonth.map((saving) => saving.amount)),
    activeSavers: new Set(thisMonth.map((saving) => saving.memberId)).size,
    avgWeekly: Math.round(sumCents(lastFourWeeks.map((saving) => saving.amount)) / 4),
  };
};

/** Newest first (the later id on a tie), as the table lists them. */
export const sortSavings = <S extends GroupSaving>(savings: readonly S[]): S[] =>
  [...savings].sort((a, b) => b.savingDate.localeCompare(a.savingDate) || b.id - a.id);
