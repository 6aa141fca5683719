import {
  ApartmentOutlined,
  DollarOutlined,
  GlobalOutlined,
  ProjectOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Flex, Progress, Tooltip, Typography } from 'antd';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { currentLocale, t, tKey } from '@/i18n';
import { formatGrouped } from '@/lib/grouped-number';
import { formatCents, formatWireMoney } from '@/lib/money';
import type { NationalAnalytics } from '../api/get-analytics';
import { nationalPerformance, PERFORMANCE_EXPLANATIONS, strategicInsights } from './national-format';

const CARDS: readonly StatDef<NationalAnalytics>[] = [
  [tKey('Total Regions'), 'national-total-regions', GlobalOutlined, (a) => countText(a.totalRegions)],
  [tKey('Clusters'), 'national-total-clusters', ApartmentOutlined, (a) => countText(a.totalClusters)],
  [tKey('Projects'), 'national-total-projects', ProjectOutlined, (a) => countText(a.totalProjects)],
  [tKey('Participants'), 'national-total-participants', TeamOutlined, (a) => countText(a.totalParticipants)],
  [
    tKey('Contributions'),
    'national-total-contributions',
    DollarOutlined,
    (a) => formatWireMoney(a.totalContributions),
    tKey('Contributions paid in the chosen period, in KSh (KES)'),
  ],
];

/** The five cards: Total Regions, Clusters, Projects, Participants, Contributions. */
export function NationalStats({ data }: { readonly data: NationalAnalytics }) {
  return <StatCards loading={false} label={t('National statistics')} cards={statCardsOf(CARDS, data)} />;
}

/** A labelled bar whose label explains (on hover or focus) how its percent is computed (both translated). */
export function ScaledBar({
  label,
  percent,
  explanation,
  testId,
}: {
  readonly label: string;
  readonly percent: number;
  readonly explanation: string;
  readonly testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Flex justify="space-between">
        <Tooltip title={explanation} trigger={['hover', 'focus']}>
          {/* focusable so keyboard users reach the explanation */}
          <Typography.Text tabIndex={0}>{label}</Typography.Text>
        </Tooltip>
        <Typography.Text strong data-testid={`${testId}-value`}>
          {percent}%
        </Typography.Text>
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        aria-label={t('{{label}}: {{percent}}%', { label, percent })}
      />
      <span className="visually-hidden">{explanation}</span>
    </div>
  );
}

/** Performance: participants, saving groups and clusters against the per-region targets (spec: limits). */
export function NationalPerformanceCard({ data }: { readonly data: NationalAnalytics }) {
  const bars = nationalPerformance(data);
  return (
    <Card
      title={<span id="national-performance-heading">{t('Performance')}</span>}
      style={{ height: '100%' }}
    >
      <section aria-labelledby="national-performance-heading">
        <Flex vertical gap={16}>
          <ScaledBar
            label={t('Participants')}
            percent={bars.participants}
            explanation={t(PERFORMANCE_EXPLANATIONS.participants)}
            testId="performance-participants"
          />
          <ScaledBar
            label={t('Saving groups')}
            percent={bars.groups}
            explanation={t(PERFORMANCE_EXPLANATIONS.groups)}
            testId="performance-groups"
          />
          <ScaledBar
            label={t('Clusters')}
            percent={bars.clusters}
            explanation={t(PERFORMANCE_EXPLANATIONS.clusters)}
            testId="performance-clusters"
          />
        </Flex>
      </section>
    </Card>
  );
}

/** Strategic insights: participants per project, groups per cluster, contribution per participant. */
export function StrategicInsightsCard({ data }: { readonly data: NationalAnalytics }) {
  const insights = strategicInsights(data);
  const rows = [
    [
      t('Average participants per project'),
      formatGrouped(insights.participantsPerProject, currentLocale()),
      'insight-participants-per-project',
    ],
    [
      t('Saving groups per cluster'),
      formatGrouped(insights.groupsPerCluster, currentLocale()),
      'insight-groups-per-cluster',
    ],
    [
      t('Contribution per participant'),
      formatCents(insights.contributionPerParticipant),
      'insight-contribution-per-participant',
    ],
  ] as const;
  return (
    <Card
      title={<span id="strategic-insights-heading">{t('Strategic Insights')}</span>}
      style={{ height: '100%' }}
    >
      <dl aria-labelledby="strategic-insights-heading" style={{ margin: 0 }}>
        {rows.map(([label, value, testId]) => (
          <Flex key={label} justify="space-between" gap={8} style={{ padding: '6px 0' }}>
            <dt>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }} data-testid={testId}>
              <Typography.Text strong>{value}</Typography.Text>
            </dd>
          </Flex>
        ))}
      </dl>
    </Card>
  );
}
