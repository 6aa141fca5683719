import type { Decider } from '../../shared/decider';
import type { AssetCommand } from './commands';
import { decide } from './decide';
import type { AssetEvent } from './events';
import { type AssetState, evolve, initialState } from './state';

export type * from './commands';
export type * from './events';
export { ASSET_CONDITIONS } from './events';
export type { AssetState } from './state';

export const assetStream = (id: number): string => `asset-${id}`;
export const assetDecider: Decider<AssetCommand, AssetEvent, AssetState> = {
  decide,
  evolve,
  initialState,
};
