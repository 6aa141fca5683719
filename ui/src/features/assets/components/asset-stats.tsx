import { CheckCircleOutlined, DatabaseOutlined, DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import type { AssetSummary } from './asset-rows';

/** Assets (spec 1 "Assets"): Good Condition, Obsolete, Disposed, Total Assets. */
const ASSET_CARDS: readonly StatDef<AssetSummary>[] = [
  ['Good Condition', 'assets-good', CheckCircleOutlined, (s) => countText(s.good)],
  ['Obsolete', 'assets-obsolete', WarningOutlined, (s) => countText(s.obsolete)],
  ['Disposed', 'assets-disposed', DeleteOutlined, (s) => countText(s.disposed)],
  ['Total Assets', 'assets-total', DatabaseOutlined, (s) => countText(s.total)],
];

export function AssetStats({
  summary,
  loading,
}: {
  readonly summary: AssetSummary;
  readonly loading: boolean;
}) {
  return <StatCards label="Asset figures" cards={statCardsOf(ASSET_CARDS, summary)} loading={loading} />;
}
