import { ASSET_CONDITIONS, type AssetCondition } from '@pm/domain/assets/asset/events';
import { t, tKey } from '@/i18n';

/** The conditions as the page shows them; the value sent to the server stays the English one. */
const CONDITION_LABELS: Readonly<Record<AssetCondition, string>> = {
  Good: tKey('Good'),
  Obsolete: tKey('Obsolete'),
  Disposed: tKey('Disposed'),
};

export const conditionLabel = (condition: AssetCondition): string => t(CONDITION_LABELS[condition]);

/** The condition select's choices. */
export const conditionOptions = () =>
  ASSET_CONDITIONS.map((value) => ({ value, label: conditionLabel(value) }));
