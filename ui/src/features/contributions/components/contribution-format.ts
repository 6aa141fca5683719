import { t, tKey } from '@/i18n';
import { monthName } from '@/lib/format';
import { collectionRate, formatWireMoney, sumCents, type WireAmount, wireToCents } from '@/lib/money';
import type { Contribution, ContributionStatus } from '../api/get-contributions';

/** One colour per status, told apart by text as well (the badge always carries the word). */
export const STATUS_COLORS: Readonly<Record<ContributionStatus, string>> = {
  Paid: 'green',
  Partial: 'orange',
  Outstanding: 'blue',
  Overdue: 'red',
};

export const statusColor = (status: string): string =>
  STATUS_COLORS[status as ContributionStatus] ?? 'default';

const STATUS_LABELS: Readonly<Record<ContributionStatus, string>> = {
  Paid: tKey('Paid'),
  Partial: tKey('Partial'),
  Outstanding: tKey('Outstanding'),
  Overdue: tKey('Overdue'),
};

/** The status as the page shows it (an unknown status as the server wrote it). */
export const statusLabel = (status: string): string => {
  const label = STATUS_LABELS[status as ContributionStatus];
  return label ? t(label) : status;
};

/** 'January 2026' for year 2026, month 1. */
export const monthLabel = (year: number, month: number): string =>
  `${month >= 1 && month <= 12 ? monthName(month) : t('Month {{month}}', { month })} ${year}`;

/** '2026-01': the month filter's query parameter. */
export const monthParam = (year: number, month: number): string =>
  `${year}-${String(month).padStart(2, '0')}`;

/** spec: screens: rows whose participant is unknown are hidden. */
export const hasKnownParticipant = (contribution: Pick<Contribution, 'participantName'>): boolean =>
  Boolean(contribution.participantName?.trim());

/**
 * The Record Payment choice: 'KE0420-001 Amani Wekesa (KE0420) — January 2026 — outstanding KES 600.00':
 * the participant ID and project first, so two children of the same name cannot be confused.
 */
export const contributionOptionLabel = (
  contribution: Pick<
    Contribution,
    'participantCode' | 'participantName' | 'projectCode' | 'year' | 'month' | 'outstandingAmount'
  >,
): string =>
  t('{{code}} {{name}} ({{project}}) — {{month}} — outstanding {{amount}}', {
    code: contribution.participantCode,
    name: contribution.participantName ?? t('Unknown participant'),
    project: contribution.projectCode,
    month: monthLabel(contribution.year, contribution.month),
    amount: formatWireMoney(contribution.outstandingAmount),
  });

/** What a payment may go to: known participants with something outstanding, oldest month first. */
export const payableContributions = <C extends Contribution>(contributions: readonly C[]): C[] =>
  contributions
    .filter((c) => hasKnownParticipant(c) && wireToCents(c.outstandingAmount) > 0)
    .sort(
      (a, b) =>
        a.year - b.year ||
        a.month - b.month ||
        (a.participantName ?? '').localeCompare(b.participantName ?? ''),
    );

/** Whether an amount is above what the contribution still expects (compared in cents). */
export const exceedsOutstanding = (
  amount: WireAmount,
  contribution: Pick<Contribution, 'outstandingAmount'>,
) => wireToCents(amount) > wireToCents(contribution.outstandingAmount);

export interface ContributionFiltersLocal {
  readonly search: string;
  readonly status: ContributionStatus | null;
  /** 'YYYY-MM', or null for every month. */
  readonly month: string | null;
}

/** The server's filters applied again on screen, so typing narrows the table before its answer arrives. */
export const filterContributions = <C extends Contribution>(
  contributions: readonly C[],
  filters: ContributionFiltersLocal,
): C[] => {
  const query = filters.search.trim().toLowerCase();
  return contributions.filter(
    (c) =>
      hasKnownParticipant(c) &&
      (filters.month === null || monthParam(c.year, c.month) === filters.month) &&
      (filters.status === null || c.status === filters.status) &&
      (!query ||
        (c.participantName ?? '').toLowerCase().includes(query) ||
        (c.participantCode ?? '').toLowerCase().includes(query)),
  );
};

export interface MonthSummary {
  /** Cents. */
  readonly collected: number;
  readonly outstanding: number;
  readonly expected: number;
  /** Percent, one decimal. */
  readonly rate: number;
}

/** The three cards: collected, outstanding and the collection rate (paid over expected) of the rows given. */
export const summarizeContributions = (contributions: readonly Contribution[]): MonthSummary => {
  const collected = sumCents(contributions.map((c) => c.paidAmount));
  const expected = sumCents(contributions.map((c) => c.expectedAmount));
  return {
    collected,
    outstanding: sumCents(contributions.map((c) => c.outstandingAmount)),
    expected,
    rate: collectionRate(collected, expected),
  };
};

/**
 * spec: screens: '{code} - Parent Contributions' for one project (chosen in the header, or a project-level user's
 * own), else 'Cluster Parent Contributions' for a ClusterAdmin. Without a project, the national roles see
 * every project ('All Parent Contributions') and a RegionalAdmin its region's ('Region Parent
 * Contributions'): our choices, the specification names only the two.
 */
export const contributionsHeading = (role: string, code: string | null): string => {
  if (code) return t('{{code}} - Parent Contributions', { code });
  if (role === 'SuperAdmin' || role === 'NationalDirector') return t('All Parent Contributions');
  if (role === 'RegionalAdmin') return t('Region Parent Contributions');
  return t('Cluster Parent Contributions');
};
