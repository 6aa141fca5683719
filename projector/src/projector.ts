import { inTransaction } from '@pm/infra/db/pool';
import type { EventStore, RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';
import type { Logger } from 'pino';
import { type ReadModel, schemaHash } from './read-model';
import { upcast } from './upcast';

export const PROJECTION_CHANNEL = 'projection_advanced';

/** Creates a model's tables on an empty slate (inside the caller's transaction). */
const recreate = async (tx: pg.PoolClient, model: ReadModel): Promise<void> => {
  for (const table of model.tables) await tx.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
  await tx.query(model.schema);
  await tx.query(
    `INSERT INTO projection_checkpoints (name, position, schema_hash, updated_at) VALUES ($1, 0, $2, now())
     ON CONFLICT (name) DO UPDATE SET position = 0, schema_hash = EXCLUDED.schema_hash, updated_at = now()`,
    [model.name, schemaHash(model)],
  );
};

/** Locks the model's checkpoint row for this transaction (two projectors never apply the same batch). */
const lockCheckpoint = async (
  tx: pg.PoolClient,
  model: ReadModel,
): Promise<{ position: bigint; hash: string } | null> => {
  const result = await tx.query<{ position: string; schema_hash: string }>(
    'SELECT position::text, schema_hash FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
    [model.name],
  );
  const row = result.rows[0];
  return row ? { position: BigInt(row.position), hash: row.schema_hash } : null;
};

/**
 * Makes sure each model's tables exist and match its schema; a model that is new or whose schema
 * changed is dropped and starts again from position zero.
 */
export const prepareModels = async (pool: pg.Pool, models: readonly ReadModel[]): Promise<void> => {
  for (const model of models) {
    await inTransaction(pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727002)');
      const checkpoint = await lockCheckpoint(tx, model);
      if (!checkpoint || checkpoint.hash !== schemaHash(model)) await recreate(tx, model);
    });
  }
};

/**
 * Applies one batch to one model: its rows and its checkpoint commit together, so a crash replays at
 * most this uncommitted batch and never counts an event twice. The checkpoint advances over events
 * the model ignores too, so "has the projector passed position p" is a simple comparison.
 */
export const applyBatch = async (
  pool: pg.Pool,
  model: ReadModel,
  batch: readonly RecordedEvent[],
): Promise<void> => {
  const last = batch[batch.length - 1];
  if (!last) return;
  await inTransaction(pool, async (tx) => {
    const checkpoint = await lockCheckpoint(tx, model);
    if (!checkpoint || checkpoint.position >= last.position) return;
    for (const event of batch) {
      if (event.position <= checkpoint.position || !model.handles.has(event.type)) continue;
      await model.apply(tx, upcast(event));
    }
    await tx.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [
      model.name,
      last.position.toString(),
    ]);
    await tx.query(`SELECT pg_notify('${PROJECTION_CHANNEL}', $1)`, [last.position.toString()]);
  });
};

export const lowestCheckpoint = async (pool: pg.Pool, models: readonly ReadModel[]): Promise<bigint> => {
  const result = await pool.query<{ position: string | null }>(
    'SELECT min(position)::text AS position FROM projection_checkpoints WHERE name = ANY($1)',
    [models.map((m) => m.name)],
  );
  return BigInt(result.rows[0]?.position ?? '0');
};

/**
 * The catch-up loop: subscribe from the lowest checkpoint, history first and then live events (the
 * PostgreSQL store wakes on NOTIFY, the EventStoreDB store is a catch-up subscription to $all).
 */
export const runProjector = async (
  pool: pg.Pool,
  store: EventStore,
  models: readonly ReadModel[],
  signal: AbortSignal,
  logger?: Logger,
): Promise<void> => {
  await prepareModels(pool, models);
  const from = await lowestCheckpoint(pool, models);
  logger?.info({ from: from.toString(), models: models.map((m) => m.name) }, 'projector catching up');
  for await (const batch of store.subscribe(from, signal)) {
    for (const model of models) await applyBatch(pool, model, batch);
    if (signal.aborted) break;
  }
};

/**
 * Drops and rebuilds the named models from position zero, each in one transaction that holds its
 * checkpoint lock: a live projector waits for it and then continues after the rebuilt position, and
 * readers see the old rows until the new ones commit.
 */
export const rebuildModels = async (
  pool: pg.Pool,
  store: EventStore,
  models: readonly ReadModel[],
  pageSize = 1000,
): Promise<void> => {
  for (const model of models) {
    await inTransaction(pool, async (tx) => {
      await tx.query(
        `INSERT INTO projection_checkpoints (name, position, schema_hash) VALUES ($1, 0, '') ON CONFLICT (name) DO NOTHING`,
        [model.name],
      );
      await lockCheckpoint(tx, model);
      await recreate(tx, model);
      let after = 0n;
      for (;;) {
        const page = await store.readAll({ after, limit: pageSize });
        const last = page[page.length - 1];
        if (!last) break;
        for (const event of page) if (model.handles.has(event.type)) await model.apply(tx, upcast(event));
        after = last.position;
      }
      await tx.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [
        model.name,
        after.toString(),
      ]);
    });
  }
};
