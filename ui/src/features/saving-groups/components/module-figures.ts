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
 * placeholders; null for the modules that have none yet (meetings and reports come with another issue).
 */
export const moduleFigures = (
  stats: ModuleStats | undefined,
): Readonly<Record<ModuleKey, ModuleFigure | null>> => ({
  groups: {
    figure: t('{{groups}} groups', { groups: n(stats?.groups.total) }),
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
    figure: t('{{funds}} funds', { funds: n(stats?.emergency.funds) }),
    detail: t('{{requests}} pending requests', { requests: n(stats?.emergency.pendingRequests) }),
  },
  meetings: null,
  reports: null,
});
