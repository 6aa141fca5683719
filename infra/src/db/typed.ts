import {
  type Compilable,
  DummyDriver,
  type InferResult,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
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

/**
 * The `$n` parameter of a statement compiled once (`compiledOnce`): its type is what the caller binds.
 * Use it, `sql.lit` or a column reference, never a JavaScript value, in such a statement.
 */
export const param = <T>(n: number) => sql<T>`${sql.raw(`$${n}`)}`;

/**
 * A typed statement compiled once, at module load, to the text the caller runs with its own values
 * (`$1…` from `param`): for hot paths and prepared statements, where compiling on every call would cost.
 * Its tables and columns are still checked by `npm run typecheck`. A value bound by Kysely itself would
 * collide with the caller's numbering, so one is refused here.
 */
export const compiledOnce = (query: Compilable): string => {
  const { sql: text, parameters } = query.compile();
  if (parameters.length > 0)
    throw new Error(`a statement compiled once takes its values through param(n): ${text}`);
  return text;
};
