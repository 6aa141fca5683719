import {
  type AssetConditionInput,
  type AssetInput,
  assertCan,
  assetDecider,
  assetStream,
  canRead,
  msg,
  NotFoundError,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { projectPlaceFor } from '../../lib/project-place';
import { releasing, reserving, type UniqueKey } from '../../lib/unique-keys';

/** The asset aggregate (`asset-N`): one entry of the asset register, its condition and its deletion. */

/** Asset IDs are unique across the programme, case-insensitively; deleting an asset frees its ID. */
export const assetIdKey: UniqueKey = {
  kind: 'asset-id',
  taken: (assetId) => msg`Asset ID ${{ assetId }} is already in use`,
};

export const registerAsset = async (ctx: CommandContext, input: AssetInput): Promise<Written> => {
  const { deps, principal } = ctx;
  assertCan(principal.actor, 'assets.manage');
  const project = await projectPlaceFor(
    deps,
    principal.actor,
    input.projectId,
    'assets.manage',
    'You can add assets only to your own project',
  );
  const assetId = await nextId(deps.pool, 'asset');
  const stream = assetStream(assetId);
  const { assetId: code, projectId: _projectId, ...details } = input;
  const outcome = await reserving(deps, assetIdKey, code, stream, () =>
    run(ctx, assetDecider, stream, { type: 'RegisterAsset', data: { assetId, code, project, ...details } }),
  );
  return { id: assetId, position: outcome.position };
};

/** The asset's stream if the actor may see it (404 otherwise) and manage it there (403 otherwise). */
const writableAsset = async (ctx: CommandContext, assetId: number) => {
  const { actor } = ctx.principal;
  const stream = assetStream(assetId);
  const { state } = await loadAggregate(ctx.deps, assetDecider, stream);
  if (state.status !== 'registered' || !canRead(actor, state)) throw new NotFoundError('Asset not found');
  assertCan(actor, 'assets.manage', state);
  return { stream, code: state.code };
};

export const changeAssetCondition = async (
  ctx: CommandContext,
  assetId: number,
  input: AssetConditionInput,
): Promise<Written> => {
  const { stream } = await writableAsset(ctx, assetId);
  const outcome = await run(ctx, assetDecider, stream, { type: 'ChangeAssetCondition', data: input });
  return { id: assetId, position: outcome.position };
};

export const deleteAsset = async (ctx: CommandContext, assetId: number): Promise<Written> => {
  const { stream, code } = await writableAsset(ctx, assetId);
  // the ID is given up with the deletion's append, so a crash between the two cannot keep it held
  const outcome = await releasing(ctx.deps, assetIdKey, code, stream, () =>
    run(ctx, assetDecider, stream, { type: 'DeleteAsset', data: {} }),
  );
  return { id: assetId, position: outcome.position };
};
