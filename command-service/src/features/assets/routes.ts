import { assetCommands as c } from '@pm/domain/api/assets';
import { type CommandRoute, defineCommand } from '../../lib/define-command';
import { changeAssetCondition, deleteAsset, registerAsset } from './asset';

/** The asset register (spec 1 "Assets"): add, move the condition forward, delete. */
export const assetRoutes: readonly CommandRoute[] = [
  defineCommand(c.registerAsset, (ctx, { body }) => registerAsset(ctx, body)),
  defineCommand(c.changeAssetCondition, (ctx, { params, body }) =>
    changeAssetCondition(ctx, params.id, body),
  ),
  defineCommand(c.deleteAsset, (ctx, { params }) => deleteAsset(ctx, params.id)),
];
