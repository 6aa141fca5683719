import { Column, Line } from '@ant-design/charts';
import { theme } from 'antd';
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
      axis={{ x: { title: 'Month' }, y: { title: 'KES', tickCount: 5 } }}
      tooltip={{ items: [{ channel: 'y', name: 'KES' }] }}
    />
  );
}

export function SavingsLine({ points }: { readonly points: readonly SavingsPoint[] }) {
  const { token } = theme.useToken();
  return (
    <Line
      data={[...points]}
      xField="month"
      yField="amount"
      height={280}
      autoFit
      point={{ shapeField: 'circle', sizeField: 3 }}
      style={{ stroke: token.colorSuccess, lineWidth: 2 }}
      axis={{ x: { title: 'Month' }, y: { title: 'KES', tickCount: 5 } }}
      // from zero, so a small rise does not look like a leap
      scale={{ y: { domainMin: 0 } }}
      tooltip={{ items: [{ channel: 'y', name: 'Savings (KES)' }] }}
    />
  );
}
