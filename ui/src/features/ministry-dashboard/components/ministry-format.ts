import { t, tKey } from '@/i18n';
import { wireToCents } from '@/lib/money';
import type { FacilitatorAnalytics } from '../api/get-facilitator-analytics';

/** spec: limits: the meetings bar is meetings per group × 10, capped at 100 (ten meetings per group fill it). */
export const MEETINGS_BAR_FACTOR = 10;

const clampPercent = (value: number): number => Math.max(0, Math.min(100, Math.round(value)));

export interface MinistryPerformance {
  /** Meetings per group × 10, capped at 100. */
  readonly meetings: number;
  /** Savings as a share of the money that moved: savings ÷ (savings + loans), in percent. */
  readonly savingsShare: number;
  /** Loans as a share of the money that moved: loans ÷ (savings + loans), in percent. */
  readonly loansShare: number;
}

/** How each bar is computed (English, translated where shown). */
export const PERFORMANCE_EXPLANATIONS = {
  meetings: tKey('Meetings per group × 10, capped at 100% (10 meetings per group fill the bar)'),
  savingsShare: tKey('Total savings ÷ (total savings + total loans)'),
  loansShare: tKey('Total loans ÷ (total savings + total loans)'),
} as const;

/** The Ministry Performance bars; the two shares add up to 100 whenever any money has moved. */
export const ministryPerformance = (
  analytics: Pick<FacilitatorAnalytics, 'totalGroups' | 'totalMeetings' | 'totalSavings' | 'totalLoans'>,
): MinistryPerformance => {
  const perGroup = analytics.totalGroups > 0 ? analytics.totalMeetings / analytics.totalGroups : 0;
  const savings = Math.max(0, wireToCents(analytics.totalSavings));
  const loans = Math.max(0, wireToCents(analytics.totalLoans));
  const moved = savings + loans;
  const savingsShare = moved === 0 ? 0 : clampPercent((savings * 100) / moved);
  return {
    meetings: clampPercent(perGroup * MEETINGS_BAR_FACTOR),
    savingsShare,
    loansShare: moved === 0 ? 0 : 100 - savingsShare,
  };
};

export interface QuickStats {
  /** Cents. */
  readonly averageSavings: number;
  /** One decimal. */
  readonly averageMembers: number;
  /** One decimal. */
  readonly meetingsPerGroup: number;
  readonly activeGroups: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Quick Stats: averages per group (0 without groups). */
export const quickStats = (analytics: FacilitatorAnalytics): QuickStats => {
  const groups = analytics.totalGroups;
  return {
    averageSavings: groups > 0 ? Math.round(wireToCents(analytics.totalSavings) / groups) : 0,
    averageMembers: groups > 0 ? oneDecimal(analytics.totalMembers / groups) : 0,
    meetingsPerGroup: groups > 0 ? oneDecimal(analytics.totalMeetings / groups) : 0,
    activeGroups: analytics.activeGroups,
  };
};

/** spec: limits: the Group Status Overview shows the first five groups. */
export const STATUS_OVERVIEW_GROUPS = 5;

export const statusOverview = (
  details: FacilitatorAnalytics['groupDetails'],
): FacilitatorAnalytics['groupDetails'] => details.slice(0, STATUS_OVERVIEW_GROUPS);

/** A missing status shows as Active, as on the group cards. */
export const statusText = (status: string | null): string => (status?.trim() ? status.trim() : 'Active');

/** The group statuses as shown (the status itself stays English: it is the server's value). */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  Active: tKey('Active'),
  Inactive: tKey('Inactive'),
  Suspended: tKey('Suspended'),
};

/** A status in the reader's language; one the UI does not know is shown as the server gave it. */
export const statusLabel = (status: string): string => {
  const label = STATUS_LABELS[status];
  return label === undefined ? status : t(label);
};
