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

  it('refuses a negative or non-numeric disposal price, and keeps none, zero and valid amounts', () => {
    const PRICE = 'Disposal price must be a valid positive number';
    for (const condition of ['Obsolete', 'Disposed'])
      for (const disposalPrice of [-10, '-10', ' -10 ', -0.01, 'abc', '10abc', '1e3', true]) {
        const result = assetSchema.safeParse(anAsset({ condition, disposalPrice }));
        expect(result.success, `${condition} ${JSON.stringify(disposalPrice)}`).toBe(false);
        expect(messages(result)).toEqual([PRICE]);
      }
    // the dialog sends an empty field as null: no price
    for (const disposalPrice of [null, undefined])
      expect(assetSchema.parse(anAsset({ condition: 'Disposed', disposalPrice })).disposalPrice).toBeNull();
    expect(assetSchema.parse(anAsset({ condition: 'Disposed', disposalPrice: '0' })).disposalPrice).toBe(0);
    expect(assetSchema.parse(anAsset({ condition: 'Disposed', disposalPrice: 10 })).disposalPrice).toBe(1000);
    expect(
      assetSchema.parse(anAsset({ condition: 'Disposed', disposalPrice: ' 2500.5 ' })).disposalPrice,
    ).toBe(250050);

    const change = (disposalPrice: unknown) =>
      assetConditionSchema.safeParse({ condition: 'Disposed', disposalPrice, disposalDate: '2026-01-05' });
    for (const disposalPrice of [-10, '-10', 'abc']) expect(messages(change(disposalPrice))).toEqual([PRICE]);
    expect(change('1200.50').data?.disposalPrice).toBe(120050);
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
