import type { AssetCondition } from '@pm/domain/assets/asset/events';
import type { Asset } from '../api/get-assets';

export interface AssetFilter {
  readonly search: string;
  readonly condition: AssetCondition | null;
}

/** The rows the search (name, asset ID, description) and the condition filter let through (spec 1 "Assets"). */
export const filterAssets = (assets: readonly Asset[], { search, condition }: AssetFilter): Asset[] => {
  const text = search.trim().toLowerCase();
  return assets.filter(
    (asset) =>
      (!condition || asset.condition === condition) &&
      (!text ||
        asset.name.toLowerCase().includes(text) ||
        asset.assetId.toLowerCase().includes(text) ||
        (asset.description ?? '').toLowerCase().includes(text)),
  );
};

export interface AssetSummary {
  readonly good: number;
  readonly obsolete: number;
  readonly disposed: number;
  readonly total: number;
}

/** The cards' figures: every asset of the register in view, whatever the search. */
export const summarizeAssets = (assets: readonly Asset[]): AssetSummary => {
  const count = (condition: AssetCondition) => assets.filter((a) => a.condition === condition).length;
  return {
    good: count('Good'),
    obsolete: count('Obsolete'),
    disposed: count('Disposed'),
    total: assets.length,
  };
};
