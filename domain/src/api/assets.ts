import { assetConditionSchema, assetSchema } from '../assets/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Assets');
const params = idParams('Asset');

/** Writes of the asset register (spec 1 "Assets"). */
export const assetCommands = {
  registerAsset: command('POST /api/assets', 201, 'Add an asset to a project (RegisterAsset)', {
    body: assetSchema,
    errors: [403, 409, 422],
  }),
  changeAssetCondition: command(
    'PATCH /api/assets/:id',
    200,
    "Move an asset's condition forward, Good → Obsolete → Disposed, with its disposal price and date " +
      '(ChangeAssetCondition)',
    { params, body: assetConditionSchema, errors: [403, 404, 409, 422] },
  ),
  deleteAsset: command(
    'DELETE /api/assets/:id',
    200,
    'Delete an asset from the register; its history stays (DeleteAsset)',
    { params, errors: [403, 404, 409] },
  ),
} as const;
