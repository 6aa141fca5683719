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
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LoadingSkeleton } from '@/components/loading-skeleton';
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
 * /church-facilitator (spec: screens "Church Facilitator Dashboard"): Add New Group and Reports, six quick links,
 * the four cards, Ministry Performance, Group Status Overview and Quick Stats, from real data, then the
 * group health of the facilitator's own scope (SAVIX ratios, trends and the groups at risk). Reports and Add
 * New Group open pages, so they are links drawn as buttons.
 */
export default function ChurchFacilitatorPage() {
  const { user, actor } = useSignedInUser();
  const analytics = useFacilitatorAnalytics();
  const data = analytics.data;

  return (
    <div className="pm-page">
      <PageHeader
        title={t('Saving Groups Ministry Dashboard')}
        subtitle={t('Welcome back, {{username}}', { username: user.username })}
        actions={
          <>
            <ButtonLink to="/saving-groups/reports" icon={<FileTextOutlined aria-hidden />}>
              {t('Reports')}
            </ButtonLink>
            {hasCapability(actor, 'savingGroups.manage') && (
              <ButtonLink to="/saving-groups/create" icon={<PlusOutlined aria-hidden />} type="primary">
                {t('Add New Group')}
              </ButtonLink>
            )}
          </>
        }
      />

      <nav aria-label={t('Quick links')} className="pm-quick-links">
        {QUICK_LINKS.map((quick) => (
          <Link key={quick.path} to={quick.path} className="pm-card pm-quick-link">
            {quick.icon}
            {t(quick.label)}
          </Link>
        ))}
      </nav>

      {analytics.isLoading ? (
        <LoadingSkeleton label={t('Loading analytics')} />
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
          <div className="pm-grid-3">
            <MinistryPerformanceCard analytics={data} />
            <GroupStatusOverview analytics={data} />
            <QuickStatsCard analytics={data} />
          </div>
        </>
      )}

      {/* the facilitator's own scope (their project), the last 12 months; placed once the figures above are
          drawn, so that it is not near the screen (and loaded) while they are still loading */}
      {!analytics.isLoading && <HealthPanelBelow title={t('Group health')} />}
    </div>
  );
}
