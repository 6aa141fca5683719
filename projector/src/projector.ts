import { inTransaction } from '@pm/infra/db/pool';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import type { EventStore, RecordedEvent } from '@pm/infra/event-store/port';
import { sleepUnlessAborted } from '@pm/infra/sleep';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import { moveCheckpoint } from './checkpoint-moves';
import {
  CHECKPOINT_LOCK,
  CHECKPOINT_LOCK_ASYNC,
  CHECKPOINT_MOVE,
  type LockedCheckpoint,
  PROJECTION_CHANNEL,
} from './checkpoint-statements';
import { JointApplier } from './joint-apply';
import { ProjectionError, type ReadModel, schemaHash } from './read-model';

export { PROJECTION_CHANNEL, ProjectionError };

import { withStorableParameters } from './storable';
import { upcast } from './upcast';

export type Upcaster = (event: RecordedEvent) => RecordedEvent;

const now = sql<string>`now()`;

/** Creates a model's tables on an empty slate (inside the caller's transaction). */
/**
 * The model's schema split for a rebuild: without the CREATE INDEX statements of its deferred indexes,
 * and those statements, to run once the tables are full.
 */
export const splitDeferredIndexes = (model: ReadModel): { schema: string; deferred: string[] } => {
  const deferred: string[] = [];
  const names = new Set(model.deferredIndexes ?? []);
  const schema = model.schema.replace(/CREATE INDEX (\w+) ON [^;]*;/g, (statement, name: string) => {
    if (!names.has(name)) return statement;
    deferred.push(statement);
    return '';
  });
  if (deferred.length !== names.size)
    throw new Error(`${model.name}: a deferred index is not a CREATE INDEX of its schema`);
  return { schema, deferred };
};

/** Drops and creates the model's tables; with `schema`, that text instead of the model's own. */
export const recreate = async (tx: pg.PoolClient, model: ReadModel, schema = model.schema): Promise<void> => {
  for (const table of model.tables) await tx.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
  await tx.query(schema);
  await execute(
    tx,
    db
      .insertInto('projection_checkpoints')
      .values({ name: model.name, position: sql.lit(0), schema_hash: schemaHash(model), updated_at: now })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({
          position: sql.lit(0),
          schema_hash: eb.ref('excluded.schema_hash'),
          updated_at: now,
        })),
      ),
  );
};

/** Locks the model's checkpoint row for this transaction (two projectors never apply the same batch). */
export const lockCheckpoint = async (
  tx: pg.PoolClient,
  model: ReadModel,
  options: { asyncCommit?: boolean } = {},
): Promise<{ position: bigint; hash: string } | null> => {
  // (with asyncCommit, the transaction's commit does not wait for the WAL flush: set in the same trip)
  const result = await tx.query<LockedCheckpoint>({
    ...(options.asyncCommit ? CHECKPOINT_LOCK_ASYNC : CHECKPOINT_LOCK),
    values: [model.name],
  });
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
  upcaster: Upcaster = upcast,
): Promise<void> => {
  const last = batch[batch.length - 1];
  if (!last) return;
  const handled = batch.some((event) => model.handles.has(event.type));
  if (!handled && (await skipIgnored(pool, model, batch))) return;
  // with the other models that apply the same batch now, in one transaction (joint-apply.ts)
  const joint = handled ? await jointApplierOf(pool).apply(model, batch, upcaster) : 'alone';
  if (joint === 'applied') return;
  const inOneTransaction = (batched: boolean) =>
    inTransaction(pool, async (tx) => {
      // Read tables are rebuilt from the log: a crash may lose the last moments of projection, rows and
      // checkpoint together (they commit as one), and the projector replays them. So the projector's
      // commits do not wait for the WAL flush, which leaves the disk to the commands' appends.
      const checkpoint = await lockCheckpoint(tx, model, { asyncCommit: true });
      if (!checkpoint || checkpoint.position >= last.position) return;
      const fresh = batch.filter((e) => e.position > checkpoint.position && model.handles.has(e.type));
      await model.applyAll(withStorableParameters(tx), fresh.map(upcaster), { batched });
      await tx.query({
        ...CHECKPOINT_MOVE,
        values: [model.name, last.position.toString(), last.position.toString()],
      });
    });
  try {
    await inOneTransaction(joint !== 'unbatched');
  } catch (e) {
    // a batched run failed: one event at a time names the event that fails (or, should the batch
    // handler be what is wrong, applies the events as their single handlers do)
    if (!(e instanceof ProjectionError && e.batched)) throw e;
    await inOneTransaction(false);
  }
};

const jointAppliers = new WeakMap<pg.Pool, JointApplier>();
const jointApplierOf = (pool: pg.Pool): JointApplier => {
  let applier = jointAppliers.get(pool);
  if (!applier) {
    applier = new JointApplier(pool);
    jointAppliers.set(pool, applier);
  }
  return applier;
};

/**
 * A batch of events the model ignores moves only its checkpoint, no transaction, provided everything
 * before the batch is applied (the checkpoint is at least the position before its first event).
 * Otherwise (or when another projector is ahead, or holds the checkpoint) the caller takes the full
 * path. The models that ignore the same batch share one statement (checkpoint-moves.ts).
 */
const skipIgnored = (pool: pg.Pool, model: ReadModel, batch: readonly RecordedEvent[]): Promise<boolean> =>
  moveCheckpoint(pool, {
    name: model.name,
    after: batch[0]!.position - 1n,
    upto: batch[batch.length - 1]!.position,
  });

export const lowestCheckpoint = async (pool: pg.Pool, models: readonly ReadModel[]): Promise<bigint> => {
  const row = await firstRow(
    pool,
    db
      .selectFrom('projection_checkpoints')
      .select((eb) => sql<string | null>`min(${eb.ref('position')})::text`.as('position'))
      .where((eb) => eb('name', '=', eb.fn.any(sql<string[]>`${models.map((m) => m.name)}`))),
  );
  return BigInt(row?.position ?? '0');
};

export interface ProjectorOptions {
  readonly logger?: Logger;
  /** Applied to every event before its handler; the default completes older events (upcast.ts). */
  readonly upcast?: Upcaster;
  /** First wait before retrying a failing model; doubles up to `maxRetryMs`. */
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
}

const checkpointOf = async (pool: pg.Pool, model: ReadModel): Promise<bigint> => {
  const row = await firstRow(
    pool,
    db.selectFrom('projection_checkpoints').select('position').where('name', '=', model.name),
  );
  return BigInt(row?.position ?? '0');
};

const markFailing = async (pool: pg.Pool, model: ReadModel, error: unknown): Promise<void> => {
  await execute(
    pool,
    db
      .updateTable('projection_checkpoints')
      .set((eb) => ({
        failing_since: eb.fn.coalesce('failing_since', now),
        failed_position: error instanceof ProjectionError ? error.event.position.toString() : null,
        last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        attempts: eb('attempts', '+', 1),
      }))
      .where('name', '=', model.name),
  ).catch(() => {}); // the database itself may be what failed
};

const markHealthy = (pool: pg.Pool, model: ReadModel) =>
  execute(
    pool,
    db
      .updateTable('projection_checkpoints')
      .set({ failing_since: null, failed_position: null, last_error: null, attempts: sql.lit(0) })
      .where('name', '=', model.name)
      .where('failing_since', 'is not', null),
  );

/**
 * One model's catch-up loop. A batch that fails is split at the failing event, so the model advances
 * up to it; the event is then retried with back-off until a fix (a code change, an upcasting rule)
 * lets it through. The failure is logged once per distinct error and recorded on the checkpoint row.
 */
const runModel = async (
  pool: pg.Pool,
  store: EventStore,
  model: ReadModel,
  signal: AbortSignal,
  options: ProjectorOptions,
): Promise<void> => {
  const initial = options.retryMs ?? 500;
  let delay = initial;
  let lastLogged = '';
  let failing = false;
  // a failure recorded by an earlier run (before a fix was deployed) is cleared by the first success
  let recorded = true;
  while (!signal.aborted) {
    try {
      for await (const batch of store.subscribe(await checkpointOf(pool, model), signal)) {
        try {
          await applyBatch(pool, model, batch, options.upcast);
        } catch (e) {
          if (!(e instanceof ProjectionError)) throw e;
          const before = batch.filter((event) => event.position < e.event.position);
          if (before.length > 0) await applyBatch(pool, model, before, options.upcast);
          throw e;
        }
        if (failing || recorded) {
          const cleared = await markHealthy(pool, model);
          if (failing || cleared > 0) options.logger?.warn({ model: model.name }, 'read model recovered');
          recorded = false;
          failing = false;
          lastLogged = '';
          delay = initial;
        }
        if (signal.aborted) break;
      }
    } catch (e) {
      if (signal.aborted) break;
      failing = true;
      const text = e instanceof Error ? e.message : String(e);
      if (text !== lastLogged) {
        options.logger?.error({ err: e, model: model.name }, 'read model failed; retrying with back-off');
        lastLogged = text;
      }
      await markFailing(pool, model, e);
      await sleepUnlessAborted(delay, signal);
      delay = Math.min(delay * 2, options.maxRetryMs ?? 30_000);
    }
  }
};

/**
 * The projector: every model follows the log on its own from its own checkpoint (history first, then
 * live events; the PostgreSQL store wakes on NOTIFY, the EventStoreDB store is a catch-up subscription
 * to $all), so a model that fails on an event never holds back the others.
 */
export const runProjector = async (
  pool: pg.Pool,
  store: EventStore,
  models: readonly ReadModel[],
  signal: AbortSignal,
  options: ProjectorOptions = {},
): Promise<void> => {
  await prepareModels(pool, models);
  options.logger?.info({ models: models.map((m) => m.name) }, 'projector catching up');
  await Promise.all(models.map((model) => runModel(pool, store, model, signal, options)));
};
