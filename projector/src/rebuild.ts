import type { EventStore } from '@pm/infra/event-store/port';
import pg from 'pg';
import { lockCheckpoint, recreate } from './projector';
import type { ReadModel } from './read-model';
import { withStorableParameters } from './storable';
import { upcast } from './upcast';

/**
 * Drops and rebuilds the named models from position zero, each in its own transaction that holds its
 * checkpoint lock: a live projector waits for it and then continues after the rebuilt position, and
 * readers see the old rows until the new ones commit. The log is read once, page by page, and each page
 * is applied to every model at the same time (one connection each, so PostgreSQL works on them in
 * parallel), runs of a type with a batch handler set-based.
 */
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

export const rebuildModels = async (
  pool: pg.Pool,
  store: EventStore,
  models: readonly ReadModel[],
  options: {
    pageSize?: number;
    onPage?: (position: bigint, events: number) => void;
    /** false: every event through its single handler (the reference the batch handlers are tested against) */
    batched?: boolean;
  } = {},
): Promise<{ events: number; position: bigint }> => {
  const pageSize = options.pageSize ?? 2000;
  // one connection per model, beside the caller's pool (which the store reads through)
  const own = new pg.Pool({ ...pool.options, max: models.length });
  own.on('error', () => {}); // an idle connection's error; the transaction's own queries report theirs
  const clients = await Promise.all(models.map(() => own.connect()));
  let failed = false;
  try {
    await Promise.all(
      models.map(async (model, i) => {
        const tx = clients[i]!;
        await tx.query('BEGIN');
        await tx.query(
          `INSERT INTO projection_checkpoints (name, position, schema_hash) VALUES ($1, 0, '') ON CONFLICT (name) DO NOTHING`,
          [model.name],
        );
        await lockCheckpoint(tx, model, { asyncCommit: true });
        await recreate(tx, model);
      }),
    );
    let after = 0n;
    let events = 0;
    let pages = 0;
    let page = await store.readAll({ after, limit: pageSize });
    while (page.length > 0) {
      // The tables fill inside the transaction without statistics, so the planner would guess their
      // sizes (and scan a million-row table to delete forty rows): analyse them (ANALYZE counts the
      // transaction's own rows) each time the log read so far has grown fourfold.
      pages += 1;
      if (pages >= ANALYZE_FROM_PAGE && (pages & (pages - 1)) === 0 && Math.log2(pages) % 2 === 0)
        await Promise.all(
          models.map(async (model, i) => {
            for (const table of model.tables) await clients[i]!.query(`ANALYZE ${table}`);
          }),
        );
      const upcasted = page.map(upcast);
      const next = store.readAll({ after: page[page.length - 1]!.position, limit: pageSize });
      next.catch(() => {}); // awaited below; a failure surfaces there
      await Promise.all(
        models.map((model, i) =>
          model.applyAll(
            withStorableParameters(clients[i]!),
            upcasted.filter((e) => model.handles.has(e.type)),
            { batched: options.batched ?? true },
          ),
        ),
      );
      after = page[page.length - 1]!.position;
      events += page.length;
      options.onPage?.(after, events);
      page = await next;
    }
    await Promise.all(
      models.map(async (model, i) => {
        await clients[i]!.query(
          'UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1',
          [model.name, after.toString()],
        );
        await clients[i]!.query('COMMIT');
        // fresh tables have no statistics yet: without them the planner guesses, and guesses badly
        for (const table of model.tables) await clients[i]!.query(`ANALYZE ${table}`);
        await compactBloated(clients[i]!, model.tables);
      }),
    );
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
