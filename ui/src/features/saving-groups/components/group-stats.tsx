import { DollarOutlined, TeamOutlined, TrophyOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { GroupStats as Stats } from '../api/get-group-stats';

const CARDS: readonly StatDef<Stats | undefined>[] = [
  [tKey('Total Groups'), 'stat-total-groups', UsergroupAddOutlined, (s) => countText(s?.totalGroups)],
  [tKey('Total Members'), 'stat-total-members', TeamOutlined, (s) => countText(s?.totalMembers)],
  [
    tKey('Total Savings (KES)'),
    'stat-total-savings',
    DollarOutlined,
    (s) => formatWireMoney(s?.totalSavings),
  ],
  [tKey('Active Loans'), 'stat-active-loans', TrophyOutlined, (s) => countText(s?.activeLoans)],
];

/** The overview's four cards (spec: screens "Saving Group overview"); a failed load shows zeros (spec: API calls). */
export function GroupStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  return (
    <StatCards loading={loading} label={t('Saving group statistics')} cards={statCardsOf(CARDS, stats)} />
  );
}
