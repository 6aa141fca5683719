import type { AssetEvent } from '@pm/domain';
import type { Handlers } from '../read-model';
import { cents, insert, placeColumns, update } from '../sql';

/** Keyed by the asset's numeric id and guarded by position: a replayed event changes nothing. */
export const handlers: Handlers<AssetEvent> = {
  AssetRegistered: (tx, e) => {
    const d = e.data;
    return insert(tx, 'assets', {
      id: d.assetId,
      asset_id: d.code,
      ...placeColumns(d),
      name: d.name,
      description: d.description,
      condition: d.condition,
      disposal_price: cents(d.disposalPrice),
      created_at: e.occurredAt,
      updated_at: e.occurredAt,
      last_position: e.position,
    });
  },
  AssetConditionChanged: (tx, e) =>
    update(
      tx,
      'assets',
      e.data.assetId,
      {
        condition: e.data.condition,
        disposal_price: cents(e.data.disposalPrice),
        disposal_date: e.data.disposalDate,
        updated_at: e.occurredAt,
      },
      e.position,
    ),
  AssetDeleted: (tx, e) =>
    update(
      tx,
      'assets',
      e.data.assetId,
      { deleted: true, deleted_at: e.data.deletedAt, updated_at: e.data.deletedAt },
      e.position,
    ),
};
