import { Col, Row } from 'antd';
import { lazy } from 'react';
import { ChartCard } from '@/components/chart-card';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import {
  type AnalyticsMonth,
  collectionPoints,
  collectionsSummary,
  hasMonthData,
  savingsPoints,
  savingsSummary,
  sortedMonths,
} from './chart-format';
import { monthLabel } from './period-format';

// Loaded on first use only: the charts library stays out of the first load and of every other page.
const CollectionsColumn = lazy(() =>
  import('./months-charts-view').then((m) => ({ default: m.CollectionsColumn })),
);
const SavingsLine = lazy(() => import('./months-charts-view').then((m) => ({ default: m.SavingsLine })));

/** Contributions expected vs paid, and savings, month by month over the chosen period. */
export function MonthsCharts({ months }: { readonly months: readonly AnalyticsMonth[] }) {
  const shown = hasMonthData(months) ? sortedMonths(months) : [];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ChartCard
          id="collections-chart"
          title={t('Contributions by Month')}
          summary={collectionsSummary(shown)}
          headers={[t('Month'), t('Expected'), t('Paid')]}
          rows={shown.map((m) => [monthLabel(m.month), formatWireMoney(m.expected), formatWireMoney(m.paid)])}
          chart={<CollectionsColumn points={collectionPoints(shown)} />}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          id="savings-chart"
          title={t('Savings by Month')}
          summary={savingsSummary(shown)}
          headers={[t('Month'), t('Savings')]}
          rows={shown.map((m) => [monthLabel(m.month), formatWireMoney(m.savings)])}
          chart={<SavingsLine points={savingsPoints(shown)} />}
        />
      </Col>
    </Row>
  );
}
