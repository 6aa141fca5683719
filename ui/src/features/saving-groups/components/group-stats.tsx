import { DollarOutlined, TeamOutlined, TrophyOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { formatWireMoney } from '../../../lib/money';
import type { GroupStats as Stats } from '../api/get-group-stats';
import { StatCards } from './stat-cards';

const count = (value: number | undefined): string => (value ?? 0).toLocaleString('en-KE');

/** The overview's four cards (spec §2 "Saving Group overview"); a failed load shows zeros (spec §7). */
export function GroupStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  return (
    <StatCards
      loading={loading}
      label="Saving group statistics"
      cards={[
        {
          title: 'Total Groups',
          value: count(stats?.totalGroups),
          icon: <UsergroupAddOutlined aria-hidden />,
          testId: 'stat-total-groups',
        },
        {
          title: 'Total Members',
          value: count(stats?.totalMembers),
          icon: <TeamOutlined aria-hidden />,
          testId: 'stat-total-members',
        },
        {
          title: 'Total Savings (KES)',
          value: formatWireMoney(stats?.totalSavings),
          icon: <DollarOutlined aria-hidden />,
          testId: 'stat-total-savings',
        },
        {
          title: 'Active Loans',
          value: count(stats?.activeLoans),
          icon: <TrophyOutlined aria-hidden />,
          testId: 'stat-active-loans',
        },
      ]}
    />
  );
}
