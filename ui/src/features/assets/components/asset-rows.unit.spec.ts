import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/get-assets';
import { filterAssets, summarizeAssets } from './asset-rows';

let n = 0;
const anAsset = (overrides: Partial<Asset> = {}): Asset => {
  n += 1;
  return {
    id: n,
    assetId: `KE0420-AST-${n}`,
    name: `Asset ${n}`,
    description: null,
    condition: 'Good',
    disposalPrice: null,
    disposalDate: null,
    projectId: 1,
    projectCode: 'KE0420',
    projectName: 'Kakamega Central',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
};

describe('asset rows', () => {
  const laptop = anAsset({ name: 'Laptop', assetId: 'LAP-1' });
  const bus = anAsset({ name: 'Bus', description: 'School transport', condition: 'Obsolete' });
  const copier = anAsset({ name: 'Copier', condition: 'Disposed' });

  it('searches name, asset ID and description, and filters by condition', () => {
    expect(filterAssets([laptop, bus, copier], { search: 'lap', condition: null })).toEqual([laptop]);
    expect(filterAssets([laptop, bus, copier], { search: 'TRANSPORT', condition: null })).toEqual([bus]);
    expect(filterAssets([laptop, bus, copier], { search: '', condition: 'Disposed' })).toEqual([copier]);
    expect(filterAssets([laptop, bus, copier], { search: 'bus', condition: 'Good' })).toEqual([]);
  });

  it('counts the assets of each condition for the cards', () => {
    expect(summarizeAssets([laptop, bus, copier, anAsset()])).toEqual({
      good: 2,
      obsolete: 1,
      disposed: 1,
      total: 4,
    });
  });
});
