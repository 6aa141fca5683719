import { CheckCircleOutlined, DatabaseOutlined, DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import type { AssetSummary } from './asset-rows';

/** Assets (spec 1 "Assets"): Good Condition, Obsolete, Disposed, Total Assets. */
const assetCards: readonly StatDef<AssetSummary>[] = [
  [tKey('Good Condition'), 'assets-good', CheckCircleOutlined, (s) => countText(s.good)],
  [tKey('Obsolete'), 'assets-obsolete', WarningOutlined, (s) => countText(s.obsolete)],
  [tKey('Disposed'), 'assets-disposed', DeleteOutlined, (s) => countText(s.disposed)],
  [tKey('Total Assets'), 'assets-total', DatabaseOutlined, (s) => countText(s.total)],
];

export function AssetStats({
  summary,
  loading,
}: {
  readonly summary: AssetSummary;
  readonly loading: boolean;
}) {
  return <StatCards label={t('Asset figures')} cards={statCardsOf(assetCards, summary)} loading={loading} />;
}
