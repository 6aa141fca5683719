import { Line } from '@ant-design/charts';
import { theme } from 'antd';
import { t } from '@/i18n';

export interface KesPoint {
  readonly month: string;
  readonly amount: number;
}

/**
 * One KES amount by month as a line from zero (so a small rise does not look like a leap). It imports
 * @ant-design/charts: load it only through React.lazy from a chart view's own chunk.
 */
export function KesLine({ points, name }: { readonly points: readonly KesPoint[]; readonly name: string }) {
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
      axis={{ x: { title: t('Month') }, y: { title: 'KES', tickCount: 5 } }}
      scale={{ y: { domainMin: 0 } }}
      tooltip={{ items: [{ channel: 'y', name }] }}
    />
  );
}
