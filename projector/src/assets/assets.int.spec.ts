import { describe, it } from 'vitest';
import { anEvent } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { assetsModel } from './index';

const spec = projectionSpec(assetsModel);

describe('assets read model', () => {
  it('registers assets with their disposal price in KES from cents', async () => {
    await spec
      .given([
        anEvent('AssetRegistered', { assetId: 1 }),
        anEvent('AssetRegistered', {
          assetId: 2,
          code: 'KE0420-BEN-02',
          name: 'Bench',
          description: 'Wooden bench',
          condition: 'Obsolete',
          disposalPrice: 250050,
        }),
      ])
      .then({
        assets: [
          { id: 1, asset_id: 'KE0420-LAP-01', condition: 'Good', disposal_price: null, deleted: false },
          {
            id: 2,
            asset_id: 'KE0420-BEN-02',
            condition: 'Obsolete',
            disposal_price: '2500.50',
            deleted: false,
          },
        ],
      });
  });

  it('moves the condition forward with its disposal price and date, and marks a deletion', async () => {
    await spec
      .given([
        anEvent('AssetRegistered', { assetId: 1 }),
        anEvent('AssetRegistered', { assetId: 2, code: 'KE0420-BEN-02' }),
        anEvent('AssetConditionChanged', { assetId: 1 }),
        anEvent('AssetConditionChanged', {
          assetId: 1,
          from: 'Obsolete',
          condition: 'Disposed',
          disposalPrice: 99,
          disposalDate: '2026-11-20',
        }),
        anEvent('AssetDeleted', { assetId: 2 }),
      ])
      .then({
        assets: [
          {
            id: 1,
            condition: 'Disposed',
            disposal_price: '0.99',
            disposal_date: '2026-11-20',
            deleted: false,
          },
          { id: 2, condition: 'Good', disposal_price: null, disposal_date: null, deleted: true },
        ],
      });
  });
});
