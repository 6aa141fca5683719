import { DatabaseOutlined, DollarOutlined, ExclamationCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatRate, formatWireMoney } from '../../../lib/money';
import type { DashboardStats as Stats } from '../api/get-dashboard-stats';

interface StatCard {
  readonly title: string;
  readonly value: string;
  readonly note: string | null;
  readonly icon: ReactNode;
  readonly testId: string;
}

const cardsOf = (stats: Stats | undefined): StatCard[] => [
  {
    title: 'Total Participants',
    value: (stats?.totalParticipants ?? 0).toLocaleString('en-KE'),
    note: null,
    icon: <TeamOutlined aria-hidden />,
    testId: 'stat-total-participants',
  },
  {
    title: 'Monthly Contributions',
    value: formatWireMoney(stats?.contributions.totalPaid),
    note: `${formatRate(stats?.contributions.collectionRate)} collection rate`,
    icon: <DollarOutlined aria-hidden />,
    testId: 'stat-monthly-contributions',
  },
  {
    title: 'Outstanding Amount',
    value: formatWireMoney(stats?.contributions.totalOutstanding),
    note: null,
    icon: <ExclamationCircleOutlined aria-hidden />,
    testId: 'stat-outstanding',
  },
  {
    title: 'Total Assets',
    value: (stats?.assets.total ?? 0).toLocaleString('en-KE'),
    note: `${(stats?.assets.Good ?? 0).toLocaleString('en-KE')} in good condition`,
    icon: <DatabaseOutlined aria-hidden />,
    testId: 'stat-total-assets',
  },
];

/** The dashboard's four stat cards (spec §2 "Dashboard"). */
export function DashboardStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  return (
    <Row gutter={[16, 16]}>
      {cardsOf(stats).map((card) => (
        <Col key={card.title} xs={24} sm={12} xl={6}>
          <Card loading={loading} data-testid={card.testId}>
            <Statistic
              title={card.title}
              value={card.value}
              prefix={card.icon}
              formatter={() => <span data-testid={`${card.testId}-value`}>{card.value}</span>}
            />
            {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
