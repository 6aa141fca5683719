import {
  BankOutlined,
  CalendarOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  PlusOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { HealthPanelBelow } from '@/features/kpis/components/health-panel-below';
import { useFacilitatorAnalytics } from '@/features/ministry-dashboard/api/get-facilitator-analytics';
import {
  GroupStatusOverview,
  MinistryPerformanceCard,
  MinistryStats,
  QuickStatsCard,
} from '@/features/ministry-dashboard/components/ministry-cards';
import { t, tKey } from '@/i18n';
import { useSignedInUser } from '../use-signed-in-user';

/** The labels are English (tKey), translated where they are shown. */
const QUICK_LINKS: readonly { readonly label: string; readonly path: string; readonly icon: ReactNode }[] = [
  { label: tKey('Groups'), path: '/saving-groups/groups', icon: <UsergroupAddOutlined aria-hidden /> },
  { label: tKey('Members'), path: '/saving-groups/members', icon: <TeamOutlined aria-hidden /> },
  { label: tKey('Savings'), path: '/saving-groups/savings', icon: <DollarOutlined aria-hidden /> },
  { label: tKey('Loans'), path: '/saving-groups/loans', icon: <BankOutlined aria-hidden /> },
  { label: tKey('Meetings'), path: '/saving-groups/meetings', icon: <CalendarOutlined aria-hidden /> },
  {
    label: tKey('Visitations'),
    path: '/saving-groups/visitations',
    icon: <EnvironmentOutlined aria-hidden />,
  },
];

/**
 * /church-facilitator (spec §2 "Church Facilitator Dashboard"): Add New Group and Reports, six quick links,
 * the four cards, Ministry Performance, Group Status Overview and Quick Stats, from real data, then the
 * group health of the facilitator's own scope (SAVIX ratios, trends and the groups at risk).
 */
export default function ChurchFacilitatorPage() {
  const { user, actor } = useSignedInUser();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const analytics = useFacilitatorAnalytics();
  const data = analytics.data;

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Saving Groups Ministry Dashboard')}
        subtitle={t('Welcome back, {{username}}', { username: user.username })}
        actions={
          <>
            <Button
              icon={<FileTextOutlined aria-hidden />}
              onClick={() => navigate('/saving-groups/reports')}
            >
              {t('Reports')}
            </Button>
            {hasCapability(actor, 'savingGroups.manage') && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => navigate('/saving-groups/create')}
              >
                {t('Add New Group')}
              </Button>
            )}
          </>
        }
      />

      <nav aria-label={t('Quick links')}>
        <Row gutter={[12, 12]}>
          {QUICK_LINKS.map((quick) => (
            <Col key={quick.path} xs={12} md={8} xl={4}>
              <Link to={quick.path}>
                <Card hoverable size="small" style={{ textAlign: 'center' }}>
                  <Flex vertical align="center" gap={4}>
                    <span style={{ fontSize: token.fontSizeHeading3 }}>{quick.icon}</span>
                    <Typography.Text strong>{t(quick.label)}</Typography.Text>
                  </Flex>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </nav>

      {analytics.isLoading ? (
        <Skeleton active aria-label={t('Loading analytics')} />
      ) : !data ? (
        <Alert
          type="warning"
          showIcon
          title={t('No analytics data available')}
          description={analytics.error ? analytics.error.message : undefined}
        />
      ) : (
        <>
          <MinistryStats analytics={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <MinistryPerformanceCard analytics={data} />
            </Col>
            <Col xs={24} lg={8}>
              <GroupStatusOverview analytics={data} />
            </Col>
            <Col xs={24} lg={8}>
              <QuickStatsCard analytics={data} />
            </Col>
          </Row>
        </>
      )}

      {/* the facilitator's own scope (their project), the last 12 months; placed once the figures above are
          drawn, so that it is not near the screen (and loaded) while they are still loading */}
      {!analytics.isLoading && <HealthPanelBelow title={t('Group health')} />}
    </Flex>
  );
}
