import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
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

/**
 * One chart card. The chart is drawn on a canvas, which screen readers cannot read: the same figures are
 * in a visually hidden table whose caption sums them up, and the chart itself is hidden from them.
 */
function ChartCard({
  id,
  title,
  summary,
  headers,
  rows,
  chart,
}: {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly [month: string, ...amounts: string[]])[];
  readonly chart: ReactNode;
}) {
  return (
    <Card title={<span id={`${id}-heading`}>{title}</span>} style={{ height: '100%' }}>
      <section aria-labelledby={`${id}-heading`} data-testid={id}>
        {rows.length === 0 ? (
          <Empty description="Nothing recorded in this period" />
        ) : (
          <>
            <div className="visually-hidden">
              <table data-testid={`${id}-table`}>
                <caption>{summary}</caption>
                <thead>
                  <tr>
                    {headers.map((header) => (
                      <th key={header} scope="col">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(([month, ...amounts]) => (
                    <tr key={month}>
                      <th scope="row">{month}</th>
                      {amounts.map((amount, i) => (
                        <td key={headers[i + 1] ?? i}>{amount}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div aria-hidden>
              <Suspense fallback={<Skeleton active />}>{chart}</Suspense>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}

/** Contributions expected vs paid, and savings, month by month over the chosen period. */
export function MonthsCharts({ months }: { readonly months: readonly AnalyticsMonth[] }) {
  const shown = hasMonthData(months) ? sortedMonths(months) : [];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ChartCard
          id="collections-chart"
          title="Contributions by Month"
          summary={collectionsSummary(shown)}
          headers={['Month', 'Expected', 'Paid']}
          rows={shown.map((m) => [monthLabel(m.month), formatWireMoney(m.expected), formatWireMoney(m.paid)])}
          chart={<CollectionsColumn points={collectionPoints(shown)} />}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          id="savings-chart"
          title="Savings by Month"
          summary={savingsSummary(shown)}
          headers={['Month', 'Savings']}
          rows={shown.map((m) => [monthLabel(m.month), formatWireMoney(m.savings)])}
          chart={<SavingsLine points={savingsPoints(shown)} />}
        />
      </Col>
    </Row>
  );
}
