import { Column } from '@ant-design/charts';
import { theme } from 'antd';
import { t } from '@/i18n';
import type { AgeGroupRow } from './dashboard-format';

/**
 * The bar chart itself. @ant-design/charts is large, so this module is only ever loaded through
 * React.lazy (see age-group-card.tsx) and lands in its own chunk, fetched when the dashboard shows it.
 */
export default function AgeGroupColumn({ rows }: { readonly rows: readonly AgeGroupRow[] }) {
  const { token } = theme.useToken();
  return (
    <Column
      data={[...rows]}
      xField="group"
      yField="count"
      height={280}
      autoFit
      style={{ fill: token.colorPrimary, maxWidth: 48 }}
      label={{ text: 'count', position: 'inside', style: { fill: token.colorWhite } }}
      axis={{ x: { title: t('Age group') }, y: { title: t('Participants'), tickCount: 5 } }}
      tooltip={{ title: 'group', items: [{ channel: 'y', name: t('Participants') }] }}
    />
  );
}
