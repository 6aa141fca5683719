import { z } from 'zod';
import { idSchema } from '../shared/bounds';
import { programmeDateSchema } from '../shared/date-schemas';
import { moneySchema } from '../shared/money';
import { ASSET_CONDITIONS } from './asset/events';

const CONDITION_MESSAGE = 'Condition must be Good, Obsolete or Disposed';
const PRICE_MESSAGE = 'Disposal price must be a valid positive number';
const ONLY_WHEN_DISPOSING = 'A disposal price is given only for an Obsolete or Disposed asset';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** Optional: absent or null → null (the dialog sends an empty field as null); otherwise an amount of at least 0 (spec: validation). */
const optionalPrice = moneySchema({ required: PRICE_MESSAGE, nonNegative: PRICE_MESSAGE })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/**
 * The Add Asset dialog's body (spec 1 "Assets"): assetId, name, condition and project required; the
 * disposal price only for an Obsolete or Disposed asset. projectId is the numeric project id; a
 * ProjectAdmin's own project is used when it is absent.
 */
export const assetSchema = z
  .object({
    assetId: required('Asset ID is required', 50).regex(
      /^(?:[A-Za-z0-9][A-Za-z0-9/_.-]*)?$/, // blank is "required"
      'Asset ID may contain only letters, digits, dots, dashes, slashes and underscores',
    ),
    name: required('Asset name is required', 200),
    description: z
      .string()
      .trim()
      .max(1000, 'At most 1000 characters')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    condition: z.enum(ASSET_CONDITIONS, { error: CONDITION_MESSAGE }),
    disposalPrice: optionalPrice,
    projectId: idSchema('Please select a project').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.condition === 'Good' && v.disposalPrice !== null)
      ctx.addIssue({ code: 'custom', path: ['disposalPrice'], message: ONLY_WHEN_DISPOSING });
  });
export type AssetInput = z.output<typeof assetSchema>;
export type AssetFormValues = z.input<typeof assetSchema>;

/** A move forward in condition: to Obsolete or Disposed, with the disposal price and date. */
export const assetConditionSchema = z.object({
  condition: z.enum(ASSET_CONDITIONS, { error: CONDITION_MESSAGE }),
  disposalPrice: moneySchema({ required: 'Disposal price is required', nonNegative: PRICE_MESSAGE }),
  disposalDate: programmeDateSchema('Disposal date is required'),
});
export type AssetConditionInput = z.output<typeof assetConditionSchema>;
