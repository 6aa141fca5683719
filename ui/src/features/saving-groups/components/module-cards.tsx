import {
  AlertOutlined,
  BankOutlined,
  CalendarOutlined,
  DollarOutlined,
  FileTextOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ModuleStats } from '../api/get-group-stats';
import { type ModuleKey, moduleFigures } from './module-figures';

interface ModuleCard {
  readonly key: ModuleKey;
  readonly title: string;
  readonly description: string;
  readonly icon: ReactNode;
}

/** The module cards' texts; the figures come from moduleFigures. */
export const MODULE_CARDS: readonly ModuleCard[] = [
  {
    key: 'groups',
    title: 'Groups',
    description: 'Register and manage saving groups',
    icon: <UsergroupAddOutlined aria-hidden />,
  },
  {
    key: 'members',
    title: 'Members',
    description: 'Enrol members and keep their details',
    icon: <TeamOutlined aria-hidden />,
  },
  {
    key: 'savings',
    title: 'Savings',
    description: "Record each meeting's savings",
    icon: <DollarOutlined aria-hidden />,
  },
  {
    key: 'loans',
    title: 'Loans',
    description: 'Issue loans and record repayments',
    icon: <BankOutlined aria-hidden />,
  },
  {
    key: 'emergency',
    title: 'Emergency Fund',
    description: 'Contributions and emergency support',
    icon: <AlertOutlined aria-hidden />,
  },
  {
    key: 'meetings',
    title: 'Meetings',
    description: 'Schedules, attendance and minutes',
    icon: <CalendarOutlined aria-hidden />,
  },
  {
    key: 'reports',
    title: 'Reports',
    description: 'Group reports and meeting minutes',
    icon: <FileTextOutlined aria-hidden />,
  },
];

/** The overview's grid of module cards; each links where the page says. */
export function ModuleCards({
  stats,
  loading,
  paths,
}: {
  readonly stats: ModuleStats | undefined;
  readonly loading: boolean;
  readonly paths: Readonly<Record<ModuleKey, string>>;
}) {
  const { token } = theme.useToken();
  const figures = moduleFigures(stats);
  return (
    <nav aria-label="Saving group modules">
      <Row gutter={[16, 16]}>
        {MODULE_CARDS.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={8} xl={6}>
            <Link to={paths[card.key]} data-testid={`module-${card.key}`}>
              <Card hoverable style={{ height: '100%' }}>
                <Card.Meta
                  avatar={<span style={{ fontSize: 24, color: token.colorPrimary }}>{card.icon}</span>}
                  title={card.title}
                  description={
                    <>
                      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                        {card.description}
                      </Typography.Paragraph>
                      <Typography.Text strong data-testid={`module-${card.key}-figures`}>
                        {figures[card.key] === null ? 'Coming soon' : loading ? '…' : figures[card.key]}
                      </Typography.Text>
                    </>
                  }
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </nav>
  );
}
