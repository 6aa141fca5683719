import { BankOutlined, DollarOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Card, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ItemList } from '@/components/light';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { currentLocale, t, tKey } from '@/i18n';
import { formatGrouped } from '@/lib/grouped-number';
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

/**
 * A card named by its heading: the title is an h3 (Ant Design's card title is a div), which names the
 * card's region for screen readers and lets them jump from card to card.
 */
function Panel({
  title,
  id,
  children,
}: {
  readonly title: string;
  readonly id: string;
  readonly children: ReactNode;
}) {
  return (
    <Card
      role="region"
      aria-labelledby={id}
      title={
        <h3 id={id} className="pm-card-title">
          {title}
        </h3>
      }
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
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
      <div className="pm-row">
        <span>{label}</span>
        <span className="pm-strong">{percent}%</span>
      </div>
      <Progress percent={percent} showInfo={false} aria-label={`${label}: ${percent}%`} />
      <span className="pm-secondary" style={{ fontSize: 12 }}>
        {t(explanation)}
      </span>
    </div>
  );
}

/** Ministry Performance: meetings (per group × 10, capped), savings share and loans share. */
export function MinistryPerformanceCard({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const performance = ministryPerformance(analytics);
  return (
    <Panel title={t('Ministry Performance')} id="ministry-performance-heading">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
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
      </div>
    </Panel>
  );
}

/** Group Status Overview: the first five groups with their member count and status. */
export function GroupStatusOverview({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const groups = statusOverview(analytics.groupDetails);
  return (
    <Panel title={t('Group Status Overview')} id="group-status-heading">
      <ItemList
        empty={t('No saving groups yet')}
        items={groups.map((group) => {
          const status = statusText(group.status);
          const color = status === 'Active' ? 'green' : status === 'Suspended' ? 'red' : 'default';
          return {
            key: group.id,
            title: group.name,
            subtitle: t('{{count}} members', { count: group.totalMembers }),
            extra: <Tag color={color}>{statusLabel(status)}</Tag>,
          };
        })}
      />
    </Panel>
  );
}

/** Quick Stats: averages per group and the active groups. */
export function QuickStatsCard({ analytics }: { readonly analytics: FacilitatorAnalytics }) {
  const stats = quickStats(analytics);
  const rows = [
    [t('Average savings per group'), formatCents(stats.averageSavings)],
    [t('Average members per group'), formatGrouped(stats.averageMembers, currentLocale())],
    [t('Meetings per group'), formatGrouped(stats.meetingsPerGroup, currentLocale())],
    [t('Active groups'), formatGrouped(stats.activeGroups, currentLocale())],
  ] as const;
  return (
    <Panel title={t('Quick Stats')} id="quick-stats-heading">
      <dl aria-labelledby="quick-stats-heading" style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} className="pm-row" style={{ padding: '6px 0' }}>
            <dt className="pm-secondary">{label}</dt>
            <dd className="pm-strong" style={{ margin: 0 }}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
