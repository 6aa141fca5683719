import { BankOutlined, DollarOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Progress, Row, Statistic, Tag, Tooltip, Typography } from 'antd';
import { formatCents, formatWireMoney } from '../../../lib/money';
import type { FacilitatorAnalytics } from '../api/get-facilitator-analytics';
import {
  ministryPerformance,
  PERFORMANCE_EXPLANATIONS,
  quickStats,
  statusOverview,
  statusText,
} from './ministry-format';

const count = (value: number | undefined): string => (value ?? 0).toLocaleString('en-KE');

/** The four cards: Total Groups, Total Members, Total Savings, Total Loans. */
export function MinistryStats({
  analytics,
  loading,
}: {
  readonly analytics: FacilitatorAnalytics | undefined;
  readonly loading: boolean;
}) {
  const cards = [
    {
      title: 'Total Groups',
      value: count(analytics?.totalGroups),
      icon: <UsergroupAddOutlined aria-hidden />,
      testId: 'ministry-total-groups',
    },
    {
      title: 'Total Members',
      value: count(analytics?.totalMembers),
      icon: <TeamOutlined aria-hidden />,
      testId: 'ministry-total-members',
    },
    {
      title: 'Total Savings',
      value: formatWireMoney(analytics?.totalSavings),
      icon: <DollarOutlined aria-hidden />,
      testId: 'ministry-total-savings',
    },
    {
      title: 'Total Loans',
      value: formatWireMoney(analytics?.totalLoans),
      icon: <BankOutlined aria-hidden />,
      testId: 'ministry-total-loans',
    },
  ];
  return (
    <section aria-label="Ministry statistics">
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={12} xl={6}>
            <Card loading={loading} data-testid={card.testId}>
              <Statistic
                title={card.title}
                value={card.value}
                prefix={card.icon}
                formatter={() => <span data-testid={`${card.testId}-value`}>{card.value}</span>}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

function Bar({
  label,
  percent,
  explanation,
}: {
  readonly label: string;
  readonly percent: number;
  readonly explanation: string;
}) {
  return (
    <div>
      <Flex justify="space-between">
        <Tooltip title={explanation} trigger={['hover', 'focus']}>
          {/* focusable so keyboard users reach the explanation */}
          <Typography.Text tabIndex={0}>{label}</Typography.Text>
        </Tooltip>
        <Typography.Text strong>{percent}%</Typography.Text>
      </Flex>
      <Progress percent={percent} showInfo={false} aria-label={`${label}: ${percent}%`} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {explanation}
      </Typography.Text>
    </div>
  );
}

/** Ministry Performance: meetings (per group × 10, capped), savings share and loans share. */
export function MinistryPerformanceCard({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const performance = ministryPerformance(analytics);
  return (
    <Card
      title={<span id="ministry-performance-heading">Ministry Performance</span>}
      style={{ height: '100%' }}
    >
      <section aria-labelledby="ministry-performance-heading">
        <Flex vertical gap={16}>
          <Bar
            label="Meetings"
            percent={performance.meetings}
            explanation={PERFORMANCE_EXPLANATIONS.meetings}
          />
          <Bar
            label="Savings share"
            percent={performance.savingsShare}
            explanation={PERFORMANCE_EXPLANATIONS.savingsShare}
          />
          <Bar
            label="Loans share"
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
    <Card title={<span id="group-status-heading">Group Status Overview</span>} style={{ height: '100%' }}>
      <section aria-labelledby="group-status-heading">
        {groups.length === 0 ? (
          <Empty description="No saving groups yet" />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {groups.map((group) => {
              const status = statusText(group.status);
              return (
                <li key={group.id} style={{ padding: '8px 0' }}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Flex vertical>
                      <Typography.Text strong>{group.name}</Typography.Text>
                      <Typography.Text type="secondary">{group.totalMembers} members</Typography.Text>
                    </Flex>
                    <Tag color={status === 'Active' ? 'green' : status === 'Suspended' ? 'red' : 'default'}>
                      {status}
                    </Tag>
                  </Flex>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** Quick Stats: averages per group and the active groups. */
export function QuickStatsCard({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const stats = quickStats(analytics);
  const rows = [
    ['Average savings per group', formatCents(stats.averageSavings)],
    ['Average members per group', stats.averageMembers.toLocaleString('en-KE')],
    ['Meetings per group', stats.meetingsPerGroup.toLocaleString('en-KE')],
    ['Active groups', stats.activeGroups.toLocaleString('en-KE')],
  ] as const;
  return (
    <Card title={<span id="quick-stats-heading">Quick Stats</span>} style={{ height: '100%' }}>
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
