import type { Command } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { AssetCondition, AssetDetails, AssetPlace } from './events';

/** The service reserves the asset's code and places it in a project before deciding. */
export type RegisterAsset = Command<
  'RegisterAsset',
  AssetDetails & { project: AssetPlace & { isActive: boolean } }
>;
export type ChangeAssetCondition = Command<
  'ChangeAssetCondition',
  { condition: AssetCondition; disposalPrice: Cents; disposalDate: string }
>;
export type DeleteAsset = Command<'DeleteAsset', Record<string, never>>;

export type AssetCommand = RegisterAsset | ChangeAssetCondition | DeleteAsset;
