import type { AssetCondition } from '@pm/domain/assets/asset/events';
import type { AssetInput } from '@pm/domain/assets/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { centsToWire } from '@/lib/money';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { ASSETS_URL } from './get-assets';
import { invalidateAfterAssetWrite } from './invalidate';

/** The body of POST /api/assets (spec 1 "API"): the disposal price in KES, or null. */
export interface AssetBody {
  readonly assetId: string;
  readonly name: string;
  readonly description: string | null;
  readonly condition: AssetCondition;
  readonly disposalPrice: number | null;
  readonly projectId: number | null;
}

/** The schema's output (money in cents) as the wire wants it; a Good asset has no disposal price. */
export const toAssetBody = (input: AssetInput, projectId: number | null): AssetBody => ({
  assetId: input.assetId,
  name: input.name,
  description: input.description,
  condition: input.condition,
  disposalPrice:
    input.condition === 'Good' || input.disposalPrice === null ? null : centsToWire(input.disposalPrice),
  projectId,
});

/** POST /api/assets → 201 {id, position}. */
export const createAsset = (body: AssetBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', ASSETS_URL, body);

export const useCreateAsset = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: createAsset,
    success: t('Asset added successfully'),
    failure: t('Failed to add asset'),
    invalidate: (client, _body, result) => invalidateAfterAssetWrite(client, result.id),
  });
