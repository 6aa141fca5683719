import { formatWireMoney } from '@/lib/money';
import type { ModuleStats } from '../api/get-group-stats';

export const MODULES = ['groups', 'members', 'savings', 'loans', 'emergency', 'meetings', 'reports'] as const;
export type ModuleKey = (typeof MODULES)[number];

/** A module card's headline figure and the line under it. */
export interface ModuleFigure {
  readonly figure: string;
  readonly detail: string;
}

const n = (value: number | undefined): string => (value ?? 0).toLocaleString('en-KE');

/**
 * The module cards' real figures (GET /api/saving-groups/module-stats) in place of the specification's
 * placeholders; null for the modules that have none yet (meetings and reports come with another issue).
 */
export const moduleFigures = (
  stats: ModuleStats | undefined,
): Readonly<Record<ModuleKey, ModuleFigure | null>> => ({
  groups: { figure: `${n(stats?.groups.total)} groups`, detail: `${n(stats?.groups.active)} active` },
  members: { figure: `${n(stats?.members.active)} active`, detail: `${n(stats?.members.former)} former` },
  savings: {
    figure: formatWireMoney(stats?.savings.total),
    detail: `${formatWireMoney(stats?.savings.thisMonth)} this month`,
  },
  loans: {
    figure: `${formatWireMoney(stats?.loans.outstanding)} outstanding`,
    detail: `${n(stats?.loans.active)} active · ${n(stats?.loans.overdue)} overdue`,
  },
  emergency: {
    figure: `${n(stats?.emergency.funds)} funds`,
    detail: `${n(stats?.emergency.pendingRequests)} pending requests`,
  },
  meetings: null,
  reports: null,
});
