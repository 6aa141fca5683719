import { countText as n } from '@/components/stat-cards';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { ModuleStats } from '../api/get-group-stats';

export const MODULES = ['groups', 'members', 'savings', 'loans', 'emergency', 'meetings', 'reports'] as const;
export type ModuleKey = (typeof MODULES)[number];

/** A module card's headline figure and the line under it. */
export interface ModuleFigure {
  readonly figure: string;
  readonly detail: string;
}

/**
 * The module cards' real figures (GET /api/saving-groups/module-stats) in place of the specification's
 * placeholders. Counts of things are plural forms (`{{count, number}} funds`: 1 fund, 2 funds).
 */
export const moduleFigures = (stats: ModuleStats | undefined): Readonly<Record<ModuleKey, ModuleFigure>> => ({
  groups: {
    figure: t('{{count, number}} groups', { count: stats?.groups.total ?? 0 }),
    detail: t('{{active}} active', { active: n(stats?.groups.active) }),
  },
  members: {
    figure: t('{{active}} active', { active: n(stats?.members.active) }),
    detail: t('{{former}} former', { former: n(stats?.members.former) }),
  },
  savings: {
    figure: formatWireMoney(stats?.savings.total),
    detail: t('{{amount}} this month', { amount: formatWireMoney(stats?.savings.thisMonth) }),
  },
  loans: {
    // the principal still out; the service charge still to come is shown apart (not yet earned)
    figure: t('{{amount}} outstanding', { amount: formatWireMoney(stats?.loans.outstanding) }),
    detail: t('{{active}} active · {{overdue}} overdue · {{charge}} service charge to come', {
      active: n(stats?.loans.active),
      overdue: n(stats?.loans.overdue),
      charge: formatWireMoney(stats?.loans.serviceCharge),
    }),
  },
  emergency: {
    figure: t('{{count, number}} funds', { count: stats?.emergency.funds ?? 0 }),
    detail: t('{{count, number}} pending requests', { count: stats?.emergency.pendingRequests ?? 0 }),
  },
  // as the meetings screen says it: Upcoming is dated after today, held is Completed
  meetings: {
    figure: t('{{count, number}} upcoming', { count: stats?.meetings.upcoming ?? 0 }),
    detail: t('{{count, number}} meetings held this month', { count: stats?.meetings.heldThisMonth ?? 0 }),
  },
  // as Group Reports counts them: minutes and visit reports, and visits whose follow-up date has come
  reports: {
    figure: t('{{count, number}} reports', { count: stats?.reports.total ?? 0 }),
    detail: t('{{count, number}} pending reviews', { count: stats?.reports.pendingReviews ?? 0 }),
  },
});
