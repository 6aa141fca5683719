import { z } from 'zod';
import { ASSET_CONDITIONS } from '../assets/asset/events';
import { assetRowSchema } from '../assets/rows';
import { projectQuerySchema, queryChoiceSchema, queryTextSchema } from '../shared/bounds';
import { contractsOf } from './contract';

export const assetQuerystring = z.object({
  projectId: projectQuerySchema,
  search: queryTextSchema(),
  condition: queryChoiceSchema('condition', ASSET_CONDITIONS),
});
export type AssetQuery = z.output<typeof assetQuerystring>;

const { query } = contractsOf('Assets');

/** The asset register, scoped to the caller's region, cluster or project. */
export const assetQueries = {
  listAssets: query('/api/assets', 'Assets in scope (deleted ones excluded), newest first', {
    querystring: assetQuerystring,
    response: z.array(assetRowSchema),
    errors: [403],
  }),
} as const;
