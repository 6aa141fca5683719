import { formatWireMoney } from '../../../lib/money';
import type { ModuleStats } from '../api/get-group-stats';

export const MODULES = ['groups', 'members', 'savings', 'loans', 'emergency', 'meetings', 'reports'] as const;
export type ModuleKey = (typeof MODULES)[number];

const n = (value: number | undefined): string => (value ?? 0).toLocaleString('en-KE');

/**
 * The module cards' real figures (GET /api/saving-groups/module-stats) in place of the specification's
 * placeholders; null for the modules that have none yet (meetings and reports come with another issue).
 */
export const moduleFigures = (
  stats: ModuleStats | undefined,
): Readonly<Record<ModuleKey, string | null>> => ({
  groups: `${n(stats?.groups.total)} groups · ${n(stats?.groups.active)} active`,
  members: `${n(stats?.members.active)} active · ${n(stats?.members.former)} former`,
  savings: `${formatWireMoney(stats?.savings.total)} · ${formatWireMoney(stats?.savings.thisMonth)} this month`,
  loans: `${n(stats?.loans.active)} active · ${n(stats?.loans.overdue)} overdue · ${formatWireMoney(stats?.loans.outstanding)} outstanding`,
  emergency: `${n(stats?.emergency.funds)} funds · ${n(stats?.emergency.pendingRequests)} pending requests`,
  meetings: null,
  reports: null,
});
