import {
  type Compilable,
  DummyDriver,
  type InferResult,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type pg from 'pg';
import { READ_TYPES } from './read-types';
import type { Database } from './tables';

/**
 * Typed SQL: queries built with Kysely against the generated `Database` (`tables.ts`), so a renamed
 * column or a mistyped table fails `npm run typecheck`. Kysely only compiles here (no pool of its own):
 * the statement runs on the caller's pg pool or transaction client, with READ_TYPES, so the rows are
 * what their inferred type says. Decision: docs/decisions/sql-client.md.
 */
export const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export type Queryable = pg.Pool | pg.PoolClient | pg.Client;

/** Runs a built query and returns its rows, typed as Kysely infers them. */
export const rows = async <Q extends Compilable>(on: Queryable, query: Q): Promise<InferResult<Q>> => {
  const { sql, parameters } = query.compile();
  const result = await on.query({ text: sql, values: [...parameters], types: READ_TYPES });
  return result.rows as InferResult<Q>;
};

/** The first row of a built query, or undefined. */
export const firstRow = async <Q extends Compilable>(
  on: Queryable,
  query: Q,
): Promise<InferResult<Q>[number] | undefined> => (await rows(on, query))[0];

/** Runs a built statement for its effect; the number of rows it touched. */
export const execute = async (on: Queryable, query: Compilable): Promise<number> => {
  const { sql, parameters } = query.compile();
  return (await on.query({ text: sql, values: [...parameters], types: READ_TYPES })).rowCount ?? 0;
};
