import { Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { t } from '@/i18n';
import { type AgeGroupRow, ageGroupRows, ageGroupSummary } from './dashboard-format';

// Loaded on first use only: the charts library stays out of every other page and the main chunk.
const AgeGroupColumn = lazy(() => import('./age-group-column'));

/**
 * 'Participants by Age Group' (spec: screens "Dashboard"). The chart is drawn on a canvas, which screen readers
 * cannot read: the same counts are in a visually hidden table, and the chart itself is hidden from them.
 */
export function AgeGroupCard({
  ageGroups,
  loading,
}: {
  readonly ageGroups: Readonly<Record<string, number>> | undefined;
  readonly loading: boolean;
}) {
  const rows: AgeGroupRow[] = ageGroupRows(ageGroups);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card title={<span id="age-groups-heading">{t('Participants by Age Group')}</span>}>
      <section aria-labelledby="age-groups-heading">
        {loading ? (
          <Skeleton active />
        ) : total === 0 ? (
          <Empty description={t('No participants yet')} />
        ) : (
          <>
            {/* in a box, not on the table: a table never shrinks below its caption's width, so a hidden
                table alone would still widen a phone's page by the length of its caption */}
            <div className="visually-hidden">
              <table data-testid="age-group-table">
                <caption>{ageGroupSummary(rows)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Age group')}</th>
                    <th scope="col">{t('Participants')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.group}>
                      <th scope="row">{row.group}</th>
                      <td>{row.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div aria-hidden>
              <Suspense fallback={<Skeleton active />}>
                <AgeGroupColumn rows={rows} />
              </Suspense>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
