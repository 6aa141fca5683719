import { Line } from '@ant-design/charts';
import { theme } from 'antd';
import { KesLine } from '@/components/kes-line';
import { t } from '@/i18n';
import type { KesPoint, RatioPoint } from './kpi-format';

/**
 * The trend charts themselves. @ant-design/charts is large, so this module is only ever loaded through
 * React.lazy (see health-charts.tsx) and lands in its own chunk.
 */
export function RatiosLine({ points }: { readonly points: readonly RatioPoint[] }) {
  const { token } = theme.useToken();
  return (
    <Line
      data={[...points]}
      xField="month"
      yField="percent"
      colorField="series"
      height={280}
      autoFit
      point={{ shapeField: 'circle', sizeField: 3 }}
      style={{ lineWidth: 2 }}
      scale={{
        y: { domainMin: 0, domainMax: 100 },
        color: { range: [token.colorPrimary, token.colorError, token.colorWarning] },
      }}
      axis={{ x: { title: t('Month') }, y: { title: '%', tickCount: 5 } }}
      tooltip={{ items: [{ channel: 'y', name: '%' }] }}
    />
  );
}

export function SavingsPerMemberLine({ points }: { readonly points: readonly KesPoint[] }) {
  return <KesLine points={points} name={t('Savings per member (KES)')} />;
}
