import { Card, Empty, Skeleton } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { t } from '@/i18n';

/**
 * One chart card. The chart is drawn on a canvas, which screen readers cannot read: the same figures are
 * in a visually hidden table whose caption sums them up, and the chart itself is hidden from them. The
 * chart is meant to be lazy (React.lazy), so the charts library loads only with the first chart shown.
 */
export function ChartCard({
  id,
  title,
  summary,
  headers,
  rows,
  chart,
  emptyText = t('Nothing recorded in this period'),
}: {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly [label: string, ...figures: string[]])[];
  readonly chart: ReactNode;
  readonly emptyText?: string;
}) {
  return (
    <Card title={<span id={`${id}-heading`}>{title}</span>} style={{ height: '100%' }}>
      <section aria-labelledby={`${id}-heading`} data-testid={id}>
        {rows.length === 0 ? (
          <Empty description={emptyText} />
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
                  {rows.map(([label, ...figures]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      {figures.map((figure, i) => (
                        <td key={headers[i + 1] ?? i}>{figure}</td>
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
