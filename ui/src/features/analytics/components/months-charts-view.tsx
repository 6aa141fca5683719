import { Column } from '@ant-design/charts';
import { theme } from 'antd';
import { KesLine } from '@/components/kes-line';
import { t } from '@/i18n';
import type { CollectionPoint, SavingsPoint } from './chart-format';

/**
 * The two charts themselves. @ant-design/charts is large, so this module is only ever loaded through
 * React.lazy (see months-charts.tsx) and lands in its own chunk, fetched when a dashboard shows it.
 */
export function CollectionsColumn({ points }: { readonly points: readonly CollectionPoint[] }) {
  const { token } = theme.useToken();
  return (
    <Column
      data={[...points]}
      xField="month"
      yField="amount"
      colorField="series"
      group
      height={280}
      autoFit
      scale={{ color: { range: [token.colorBorder, token.colorPrimary] } }}
      axis={{ x: { title: t('Month') }, y: { title: 'KES', tickCount: 5 } }}
      tooltip={{ items: [{ channel: 'y', name: 'KES' }] }}
    />
  );
}

export function SavingsLine({ points }: { readonly points: readonly SavingsPoint[] }) {
  return <KesLine points={points} name={t('Savings (KES)')} />;
}
