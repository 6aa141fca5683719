import { BankOutlined, DollarOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Card, Flex, Progress, Tag, Tooltip, Typography } from 'antd';
import { ItemList } from '@/components/item-list';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { currentLocale, t, tKey } from '@/i18n';
import { formatCents, formatWireMoney } from '@/lib/money';
import type { FacilitatorAnalytics } from '../api/get-facilitator-analytics';
import {
  ministryPerformance,
  PERFORMANCE_EXPLANATIONS,
  quickStats,
  statusLabel,
  statusOverview,
  statusText,
} from './ministry-format';

const CARDS: readonly StatDef<FacilitatorAnalytics>[] = [
  [tKey('Total Groups'), 'ministry-total-groups', UsergroupAddOutlined, (a) => countText(a.totalGroups)],
  [tKey('Total Members'), 'ministry-total-members', TeamOutlined, (a) => countText(a.totalMembers)],
  [tKey('Total Savings'), 'ministry-total-savings', DollarOutlined, (a) => formatWireMoney(a.totalSavings)],
  [tKey('Total Loans'), 'ministry-total-loans', BankOutlined, (a) => formatWireMoney(a.totalLoans)],
];

/** The four cards: Total Groups, Total Members, Total Savings, Total Loans. */
export function MinistryStats({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  return <StatCards loading={false} label={t('Ministry statistics')} cards={statCardsOf(CARDS, analytics)} />;
}

function Bar({
  label,
  percent,
  explanation,
}: {
  readonly label: string;
  readonly percent: number;
  /** English (tKey), translated here. */
  readonly explanation: string;
}) {
  return (
    <div>
      <Flex justify="space-between">
        <Tooltip title={t(explanation)} trigger={['hover', 'focus']}>
          {/* focusable so keyboard users reach the explanation */}
          <Typography.Text tabIndex={0}>{label}</Typography.Text>
        </Tooltip>
        <Typography.Text strong>{percent}%</Typography.Text>
      </Flex>
      <Progress percent={percent} showInfo={false} aria-label={`${label}: ${percent}%`} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(explanation)}
      </Typography.Text>
    </div>
  );
}

/** Ministry Performance: meetings (per group × 10, capped), savings share and loans share. */
export function MinistryPerformanceCard({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const performance = ministryPerformance(analytics);
  return (
    <Card
      title={<span id="ministry-performance-heading">{t('Ministry Performance')}</span>}
      style={{ height: '100%' }}
    >
      <section aria-labelledby="ministry-performance-heading">
        <Flex vertical gap={16}>
          <Bar
            label={t('Meetings')}
            percent={performance.meetings}
            explanation={PERFORMANCE_EXPLANATIONS.meetings}
          />
          <Bar
            label={t('Savings share')}
            percent={performance.savingsShare}
            explanation={PERFORMANCE_EXPLANATIONS.savingsShare}
          />
          <Bar
            label={t('Loans share')}
            percent={performance.loansShare}
            explanation={PERFORMANCE_EXPLANATIONS.loansShare}
          />
        </Flex>
      </section>
    </Card>
  );
}

/** Group Status Overview: the first five groups with their member count and status. */
export function GroupStatusOverview({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const groups = statusOverview(analytics.groupDetails);
  return (
    <Card
      title={<span id="group-status-heading">{t('Group Status Overview')}</span>}
      style={{ height: '100%' }}
    >
      <section aria-labelledby="group-status-heading">
        <ItemList
          empty={t('No saving groups yet')}
          items={groups.map((group) => {
            const status = statusText(group.status);
            const color = status === 'Active' ? 'green' : status === 'Suspended' ? 'red' : 'default';
            return {
              key: group.id,
              title: group.name,
              subtitle: t('{{n}} members', { n: group.totalMembers }),
              extra: <Tag color={color}>{statusLabel(status)}</Tag>,
            };
          })}
        />
      </section>
    </Card>
  );
}

/** Quick Stats: averages per group and the active groups. */
export function QuickStatsCard({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const stats = quickStats(analytics);
  const rows = [
    [t('Average savings per group'), formatCents(stats.averageSavings)],
    [t('Average members per group'), stats.averageMembers.toLocaleString(currentLocale())],
    [t('Meetings per group'), stats.meetingsPerGroup.toLocaleString(currentLocale())],
    [t('Active groups'), stats.activeGroups.toLocaleString(currentLocale())],
  ] as const;
  return (
    <Card title={<span id="quick-stats-heading">{t('Quick Stats')}</span>} style={{ height: '100%' }}>
      <dl aria-labelledby="quick-stats-heading" style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <Flex key={label} justify="space-between" style={{ padding: '6px 0' }}>
            <dt>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Typography.Text strong>{value}</Typography.Text>
            </dd>
          </Flex>
        ))}
      </dl>
    </Card>
  );
}
