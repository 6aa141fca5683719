import { db, execute } from '@pm/infra/db/typed';
import type { EventStore, RecordedEvent } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import pg from 'pg';
import { lockCheckpoint, recreate, splitDeferredIndexes } from './projector';
import type { ReadModel } from './read-model';
import { withStorableParameters } from './storable';
import { upcast } from './upcast';

/** How many pages of the log a model may be ahead of the slowest (each page is kept until all are past it). */
const AHEAD = 16;

/**
 * The log as pages read once, upcast once, and shared by the models of a rebuild: page n is read when
 * the first model asks for it, and dropped when the last is done with it.
 */
class SharedLog {
  private readonly pages = new Map<number, Promise<RecordedEvent[]>>();
  private readonly finished: number[];
  private waiting: (() => void)[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly pageSize: number,
    models: number,
  ) {
    this.finished = new Array(models).fill(-1);
  }

  /** Page n, once the slowest model is at most AHEAD pages behind it; the next one is read meanwhile. */
  async page(n: number, signal: AbortSignal): Promise<RecordedEvent[]> {
    while (n - Math.min(...this.finished) > AHEAD && !signal.aborted)
      await new Promise<void>((r) => this.waiting.push(r));
    signal.throwIfAborted();
    const page = await this.read(n);
    if (page.length > 0) this.read(n + 1).catch(() => {}); // the model that needs it will see a failure
    return page;
  }

  done(n: number, model: number): void {
    this.finished[model] = n;
    const slowest = Math.min(...this.finished);
    for (const kept of this.pages.keys()) if (kept < slowest) this.pages.delete(kept);
    this.wake();
  }

  wake(): void {
    const woken = this.waiting;
    this.waiting = [];
    for (const wake of woken) wake();
  }

  private read(n: number): Promise<RecordedEvent[]> {
    let page = this.pages.get(n);
    if (!page) {
      const previous = n === 0 ? Promise.resolve([]) : this.read(n - 1);
      page = previous.then(async (before) => {
        if (n > 0 && before.length === 0) return [];
        const after = n === 0 ? 0n : before[before.length - 1]!.position;
        return (await this.store.readAll({ after, limit: this.pageSize })).map(upcast);
      });
      this.pages.set(n, page);
    }
    return page;
  }
}

/** The first page after which the rebuilt tables are analysed (then at 4×, 16×… as many pages). */
const ANALYZE_FROM_PAGE = 16;

/** Bytes per live row above which a rebuilt table is rewritten: the running totals updated per event. */
const BLOATED_BYTES_PER_ROW = 1_000;

/**
 * A table of running totals (a group's row, a scope's month) is updated once per event during a rebuild,
 * leaving many dead versions of few rows: at Kenya scale the 5,000 groups took 22 MB and every
 * programme-wide read of them scanned it all. Such a table is rewritten once the rebuild has committed
 * (a moment's exclusive lock on a small table); the detail tables, written once per row, never are.
 */
const compactBloated = async (client: pg.PoolClient, tables: readonly string[]) => {
  const { rows } = await client.query<{ relname: string }>(
    // reltuples: the rows ANALYZE has just counted (the statistics collector's counts may lag)
    `SELECT relname FROM pg_class
      WHERE relkind = 'r' AND relname = ANY($1) AND pg_table_is_visible(oid)
        AND pg_relation_size(oid) > 1048576 AND pg_relation_size(oid) > $2 * greatest(reltuples, 1)`,
    [tables, BLOATED_BYTES_PER_ROW],
  );
  for (const { relname } of rows) await client.query(`VACUUM (FULL, ANALYZE) ${relname}`);
};

type Schemas = readonly ReturnType<typeof splitDeferredIndexes>[];
interface RunEnd {
  events: number;
  position: bigint;
}

/** Each model's transaction begun: its checkpoint row there and locked, its tables recreated empty. */
const beginAll = (clients: readonly pg.PoolClient[], models: readonly ReadModel[], schemas: Schemas) =>
  Promise.all(
    models.map(async (model, i) => {
      const tx = clients[i]!;
      await tx.query('BEGIN');
      await execute(
        tx,
        db
          .insertInto('projection_checkpoints')
          .values({ name: model.name, position: sql.lit(0), schema_hash: sql.lit('') })
          .onConflict((oc) => oc.column('name').doNothing()),
      );
      await lockCheckpoint(tx, model, { asyncCommit: true });
      await recreate(tx, model, schemas[i]!.schema);
    }),
  );

/** One model through the whole log, page by page: how many events were read, and the last position. */
const applyLog = async (
  log: SharedLog,
  model: ReadModel,
  i: number,
  client: pg.PoolClient,
  signal: AbortSignal,
  batched: boolean,
): Promise<RunEnd> => {
  let end = { events: 0, position: 0n };
  for (let n = 0; ; n += 1) {
    const page = await log.page(n, signal);
    if (page.length === 0) return end;
    // The tables fill inside the transaction without statistics, so the planner would guess their
    // sizes (and scan a million-row table to delete forty rows): analyse them (ANALYZE counts the
    // transaction's own rows) each time the log read so far has grown fourfold.
    const pages = n + 1;
    if (pages >= ANALYZE_FROM_PAGE && (pages & (pages - 1)) === 0 && Math.log2(pages) % 2 === 0)
      for (const table of model.tables) await client.query(`ANALYZE ${table}`);
    await model.applyAll(
      withStorableParameters(client),
      page.filter((e) => model.handles.has(e.type)),
      { batched },
    );
    end = { events: end.events + page.length, position: page[page.length - 1]!.position };
    log.done(n, i);
  }
};

/** Every model through the log at the same time; the first failure stops them all and is thrown. */
const applyLogToAll = async (
  log: SharedLog,
  clients: readonly pg.PoolClient[],
  models: readonly ReadModel[],
  batched: boolean,
): Promise<RunEnd[]> => {
  // a model that fails stops the others before their next statement: the transactions are rolled back
  // only once none is running, so no statement of a model can follow the ROLLBACK outside its transaction
  const abort = new AbortController();
  // each model goes through the log at its own pace (at most AHEAD pages before the slowest), so the
  // fast ones keep the second core busy while the slowest works, instead of all waiting for it page by page
  const settled = await Promise.allSettled(
    models
      .map((model, i) => applyLog(log, model, i, clients[i]!, abort.signal, batched))
      .map((running) =>
        running.catch((e: unknown) => {
          if (!abort.signal.aborted) abort.abort(e);
          log.wake();
          throw e;
        }),
      ),
  );
  if (abort.signal.aborted) throw abort.signal.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<RunEnd>).value);
};

/** Each model's deferred indexes made and its checkpoint moved to `after`, committed, then analysed. */
const commitAll = (
  clients: readonly pg.PoolClient[],
  models: readonly ReadModel[],
  schemas: Schemas,
  after: bigint,
) =>
  Promise.all(
    models.map(async (model, i) => {
      for (const statement of schemas[i]!.deferred) await clients[i]!.query(statement);
      await execute(
        clients[i]!,
        db
          .updateTable('projection_checkpoints')
          .set({ position: after.toString(), updated_at: sql<string>`now()` })
          .where('name', '=', model.name),
      );
      await clients[i]!.query('COMMIT');
      // fresh tables have no statistics yet: without them the planner guesses, and guesses badly
      for (const table of model.tables) await clients[i]!.query(`ANALYZE ${table}`);
      await compactBloated(clients[i]!, model.tables);
    }),
  );

/**
 * Drops and rebuilds the named models from position zero, each in its own transaction that holds its
 * checkpoint lock: a live projector waits for it and then continues after the rebuilt position, and
 * readers see the old rows until the new ones commit. The log is read once, page by page, and each page
 * is applied to every model at the same time (one connection each, so PostgreSQL works on them in
 * parallel), runs of a type with a batch handler set-based.
 */
export const rebuildModels = async (
  pool: pg.Pool,
  store: EventStore,
  models: readonly ReadModel[],
  options: {
    pageSize?: number;
    /** false: every event alone, through its single handler (the reference a run's result is tested against) */
    batched?: boolean;
  } = {},
): Promise<{ events: number; position: bigint }> => {
  const pageSize = options.pageSize ?? 2000;
  // one connection per model, beside the caller's pool (which the store reads through)
  const own = new pg.Pool({ ...pool.options, max: models.length });
  own.on('error', () => {}); // an idle connection's error; the transaction's own queries report theirs
  const clients = await Promise.all(models.map(() => own.connect()));
  const schemas = models.map(splitDeferredIndexes);
  let failed = false;
  try {
    await beginAll(clients, models, schemas);
    const log = new SharedLog(store, pageSize, models.length);
    const ends = await applyLogToAll(log, clients, models, options.batched ?? true);
    const { events, position: after } = ends[0] ?? { events: 0, position: 0n };
    await commitAll(clients, models, schemas, after);
    return { events, position: after };
  } catch (e) {
    failed = true;
    await Promise.all(clients.map((c) => c.query('ROLLBACK').catch(() => {})));
    throw e;
  } finally {
    for (const c of clients) c.release(failed ? true : undefined);
    await own.end();
  }
};
