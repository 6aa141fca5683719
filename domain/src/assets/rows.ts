import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from '../api/contract';
import { ASSET_CONDITIONS } from './asset/events';

/** A row of GET /api/assets: `id` is the numeric id, `assetId` the code the user typed. */
export const assetRowSchema = z
  .object({
    id: z.number().int(),
    assetId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    condition: z.enum(ASSET_CONDITIONS),
    disposalPrice: kesSchema.nullable(),
    disposalDate: dateTextSchema.nullable(),
    projectId: z.number().int(),
    projectCode: z.string(),
    projectName: z.string(),
    createdAt: instantSchema,
  })
  .meta({ id: 'Asset' });
export type AssetRow = z.infer<typeof assetRowSchema>;
