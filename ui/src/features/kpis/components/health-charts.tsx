import { Col, Row } from 'antd';
import { lazy } from 'react';
import { ChartCard } from '@/components/chart-card';
import { t } from '@/i18n';
import {
  hasTrend,
  type KpiMonth,
  RATIO_SERIES,
  ratioPoints,
  ratioRows,
  ratioSummary,
  savingsPerMemberPoints,
  savingsPerMemberRows,
  savingsPerMemberSummary,
} from './kpi-format';

// Loaded on first use only: the charts library stays out of the first load.
const RatiosLine = lazy(() => import('./health-charts-view').then((m) => ({ default: m.RatiosLine })));
const SavingsPerMemberLine = lazy(() =>
  import('./health-charts-view').then((m) => ({ default: m.SavingsPerMemberLine })),
);

/**
 * The trends by month: attendance, PAR30 and loan fund utilisation on one percent chart, and savings per
 * member. Each chart's figures are also a visually hidden table (ChartCard), for screen readers.
 */
export function HealthCharts({
  months,
  idPrefix,
}: {
  readonly months: readonly KpiMonth[];
  readonly idPrefix: string;
}) {
  const shown = hasTrend(months) ? months : [];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ChartCard
          id={`${idPrefix}-ratios-chart`}
          title={t('Attendance, PAR30 and loan fund utilisation by month')}
          summary={ratioSummary(shown)}
          headers={[t('Month'), ...RATIO_SERIES.map(([label]) => t(label))]}
          rows={ratioRows(shown)}
          chart={<RatiosLine points={ratioPoints(shown)} />}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          id={`${idPrefix}-savings-chart`}
          title={t('Savings per member by month')}
          summary={savingsPerMemberSummary(shown)}
          headers={[t('Month'), t('Savings per member')]}
          rows={savingsPerMemberRows(shown)}
          chart={<SavingsPerMemberLine points={savingsPerMemberPoints(shown)} />}
        />
      </Col>
    </Row>
  );
}
