import { createPool } from '@pm/infra/db/pool';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { perFile } from '@pm/infra/testing/per-file';
import pg from 'pg';
import { expect } from 'vitest';
import { applyBatch, prepareModels } from '../projector';
import type { ReadModel } from '../read-model';
import { type GivenEvent, recordedInOrder } from './an-event';

/** The test file's database, created on first use and dropped after the file's tests. */
export const projectionDatabase: () => Promise<TestDatabase> = perFile(createTestDatabase, (database) =>
  database.drop(),
);
/** A pipelined pool on the same database, as the projector's process has (projector/src/server.ts). */
const pipelinedPool = perFile(
  async () => createPool((await projectionDatabase()).url, 4, { pipeline: true }),
  (pool) => pool.end(),
);

/**
 * Column values as a spec writes them: numeric and date as their text ('1000.00', '2026-11-05'),
 * timestamptz as an ISO string, bigint as text, everything else as node-postgres parses it.
 */
const TEXT_AS_IS = [pg.types.builtins.NUMERIC, pg.types.builtins.DATE, pg.types.builtins.INT8];
const readable = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (TEXT_AS_IS.includes(oid)) return (text: string) => text;
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (text: string) => new Date(text).toISOString();
    return pg.types.getTypeParser(oid, format);
  },
};

type Rows = readonly Readonly<Record<string, unknown>>[];

/** Every row of the table in key order, with only the columns the expected rows name. */
const selectRows = async (pool: pg.Pool, table: string, expected: Rows): Promise<Rows> => {
  const result = await pool.query({ text: `SELECT * FROM ${table} ORDER BY 1, 2, 3`, types: readable });
  const columns = [...new Set(expected.flatMap((row) => Object.keys(row)))];
  const unknown = columns.filter((c) => !result.fields.some((f) => f.name === c));
  if (unknown.length > 0) throw new Error(`${table} has no column ${unknown.join(', ')}`);
  return result.rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
};

/**
 * `projectionSpec(model).given(events).then({ table: rows })`: applies the events through the real
 * model (upcaster included) to its freshly created tables, compares every row of each named table on
 * the columns the expected rows name, then replays the same batch and expects the same rows again.
 * Then, on fresh tables, it applies the events one batch each: each event alone (by its single handler,
 * for most types its batch handler given a run of one) must leave the same rows as the runs of the whole
 * batch (a run of a model's events may be folded in memory, as kpis does). Last,
 * both again on a pipelined connection, where a handler's independent statements go out together.
 */
export const projectionSpec = (model: ReadModel) => ({
  given: (events: readonly GivenEvent[]) => ({
    // biome-ignore lint/suspicious/noThenProperty: given/then is the specification style of docs/conventions.md; the result is awaited, never the spec
    then: async (expected: Readonly<Record<string, Rows>>): Promise<void> => {
      const { pool } = await projectionDatabase();
      await pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [model.name]);
      await prepareModels(pool, [model]);
      const batch = recordedInOrder(events);
      const check = async (when: string) => {
        for (const [table, rows] of Object.entries(expected))
          expect(await selectRows(pool, table, rows), `${table} ${when}`).toEqual(rows);
      };
      await applyBatch(pool, model, batch);
      await check('after the events');
      await pool.query('UPDATE projection_checkpoints SET position = 0 WHERE name = $1', [model.name]);
      await applyBatch(pool, model, batch);
      await check('after replaying them');
      await pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [model.name]);
      await prepareModels(pool, [model]);
      for (const event of batch) await applyBatch(pool, model, [event]);
      await check('applied one event at a time');
      // again, both ways, on a pipelined connection as the projector's own (a handler's statements sent
      // together there must leave the same rows as one after another)
      const pipelined = await pipelinedPool();
      for (const [when, batches] of [
        ['on a pipelined connection', [batch]],
        ['one at a time on a pipelined connection', batch.map((event) => [event])],
      ] as const) {
        await pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [model.name]);
        await prepareModels(pipelined, [model]);
        for (const events of batches) await applyBatch(pipelined, model, events);
        await check(when);
      }
    },
  }),
});
