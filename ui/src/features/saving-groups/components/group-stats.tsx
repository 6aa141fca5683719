import { DollarOutlined, TeamOutlined, TrophyOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { formatWireMoney } from '@/lib/money';
import type { GroupStats as Stats } from '../api/get-group-stats';

const CARDS: readonly StatDef<Stats | undefined>[] = [
  ['Total Groups', 'stat-total-groups', UsergroupAddOutlined, (s) => countText(s?.totalGroups)],
  ['Total Members', 'stat-total-members', TeamOutlined, (s) => countText(s?.totalMembers)],
  ['Total Savings (KES)', 'stat-total-savings', DollarOutlined, (s) => formatWireMoney(s?.totalSavings)],
  ['Active Loans', 'stat-active-loans', TrophyOutlined, (s) => countText(s?.activeLoans)],
];

/** The overview's four cards (spec §2 "Saving Group overview"); a failed load shows zeros (spec §7). */
export function GroupStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  return <StatCards loading={loading} label="Saving group statistics" cards={statCardsOf(CARDS, stats)} />;
}
