import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { ProjectPlace } from '../../shared/place';

export const ASSET_CONDITIONS = ['Good', 'Obsolete', 'Disposed'] as const;
export type AssetCondition = (typeof ASSET_CONDITIONS)[number];

export type AssetPlace = ProjectPlace;

/**
 * Every event names the asset by `assetId`, its numeric id (the stream `asset-N`); the text the user
 * types as the asset's ID is its `code`, unique across the programme.
 */
export interface AssetDetails {
  assetId: number;
  code: string;
  name: string;
  description: string | null;
  condition: AssetCondition;
  disposalPrice: Cents | null;
}

export type AssetRegistered = DomainEvent<
  'AssetRegistered',
  AssetDetails & { registeredOn: string } & AssetPlace
>;
export type AssetConditionChanged = DomainEvent<
  'AssetConditionChanged',
  {
    assetId: number;
    from: AssetCondition;
    condition: AssetCondition;
    disposalPrice: Cents;
    disposalDate: string;
  }
>;
export type AssetDeleted = DomainEvent<'AssetDeleted', { assetId: number; deletedAt: string }>;

export type AssetEvent = AssetRegistered | AssetConditionChanged | AssetDeleted;
