import { describe, expect, it } from 'vitest';
import { assetConditionSchema, assetSchema } from './schemas';

const anAsset = (overrides: Record<string, unknown> = {}) => ({
  assetId: 'KE0420-LAP-01',
  name: 'Laptop',
  description: '',
  condition: 'Good',
  disposalPrice: null,
  projectId: 1,
  ...overrides,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('asset schemas', () => {
  it('reads an empty description as none and a disposal price as cents', () => {
    expect(assetSchema.parse(anAsset())).toMatchObject({ description: null, disposalPrice: null });
    expect(assetSchema.parse(anAsset({ condition: 'Obsolete', disposalPrice: '1500.50' }))).toMatchObject({
      disposalPrice: 150050,
    });
  });

  it("answers the specification's messages", () => {
    expect(messages(assetSchema.safeParse(anAsset({ assetId: ' ', name: '' })))).toEqual([
      'Asset ID is required',
      'Asset name is required',
    ]);
    expect(messages(assetSchema.safeParse(anAsset({ condition: 'Disposed', disposalPrice: -1 })))).toEqual([
      'Disposal price must be a valid positive number',
    ]);
    expect(messages(assetSchema.safeParse(anAsset({ condition: 'Broken' })))).toEqual([
      'Condition must be Good, Obsolete or Disposed',
    ]);
  });

  it('refuses a disposal price for an asset in Good condition', () => {
    expect(messages(assetSchema.safeParse(anAsset({ disposalPrice: 100 })))).toEqual([
      'A disposal price is given only for an Obsolete or Disposed asset',
    ]);
  });

  it('requires the disposal price and date of a condition change', () => {
    expect(messages(assetConditionSchema.safeParse({ condition: 'Obsolete' }))).toEqual([
      'Disposal price is required',
      'Disposal date is required',
    ]);
  });
});
