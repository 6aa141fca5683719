import type { Database } from '@pm/infra/db/tables';
import { type Insertable, type InsertType, sql } from 'kysely';
import type pg from 'pg';

/** Integer cents bound as they are and divided by 100 in SQL: exact numeric, never a float. */
export class InCents {
  constructor(readonly amount: number | null) {}
}
export const cents = (amount: number | null): InCents => new InCents(amount);
/** The same for a typed query (infra/src/db/typed.ts): an amount of cents as exact money. */
export const fromCents = (amount: number | null) => sql<number>`${amount}::numeric / 100`;

/** A row as column → value; table and column names come from code, never from input. */
export type PlaceColumns = { project_id: number; cluster_id: number; region_id: number };

/** The place columns of a row, from an event's projectId, clusterId and regionId. */
export const placeColumns = (d: {
  projectId: number;
  clusterId: number;
  regionId: number;
}): PlaceColumns => ({
  project_id: d.projectId,
  cluster_id: d.clusterId,
  region_id: d.regionId,
});

export type Row = Readonly<Record<string, unknown>>;

/** A read-model table, by the name the generated row types (`infra/src/db/tables.ts`) know it. */
export type Table = keyof Database;
/** A column of that table. */
export type ColumnOf<T extends Table> = keyof Database[T] & string;
/** Values for some columns of a table, each of its column's type (money may be given in cents). */
export type RowOf<T extends Table> = {
  readonly [K in ColumnOf<T>]?: InsertType<Database[T][K]> | InCents;
};
/** A new row of a table: every column it requires, each of its type (money may be given in cents). */
export type NewRowOf<T extends Table> = {
  readonly [K in keyof Insertable<Database[T]>]: Insertable<Database[T]>[K] | InCents;
};
/** Names no column of the table: a row built elsewhere with a misspelt column fails the type check. */
type Only<R, T extends Table> = R & { readonly [K in Exclude<keyof R, ColumnOf<T>>]: never };

const placeholder = (value: unknown, n: number): string =>
  value instanceof InCents ? `$${n}::numeric / 100` : `$${n}`;
const parameter = (value: unknown): unknown => (value instanceof InCents ? value.amount : value);

/** Inserts a row whose first column is its key; a replayed insert (the key exists) changes nothing. */
export const insert = <T extends Table, R extends NewRowOf<T>>(
  tx: pg.PoolClient,
  table: T,
  row: Only<R, T>,
): Promise<pg.QueryResult> => {
  const columns = Object.keys(row);
  const values = Object.values(row);
  return tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.map((v, i) => placeholder(v, i + 1)).join(', ')})
     ON CONFLICT (${columns[0]}) DO NOTHING`,
    values.map(parameter),
  );
};

/**
 * Sets columns of the row with this id. With a position, only a row that has not yet seen it
 * (last_position below it) changes, and last_position moves on: replaying the event changes nothing.
 */
export const update = <T extends Table, R extends RowOf<T>>(
  tx: pg.PoolClient,
  table: T,
  id: number,
  set: Only<R, T>,
  position?: bigint,
): Promise<pg.QueryResult> => {
  const values: unknown[] = [id];
  const assignments = Object.entries(set).map(([column, value]) => {
    values.push(parameter(value));
    return `${column} = ${placeholder(value, values.length)}`;
  });
  if (position === undefined)
    return tx.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE id = $1`, values);
  values.push(position);
  const p = `$${values.length}`;
  return tx.query(
    `UPDATE ${table} SET ${assignments.join(', ')}, last_position = ${p} WHERE id = $1 AND last_position < ${p}`,
    values,
  );
};

/** Adds an amount of cents to a running total of the row with this id, once per position. */
export const addTo = <T extends Table>(
  tx: pg.PoolClient,
  table: T,
  column: ColumnOf<T>,
  id: number,
  amount: number,
  position: bigint,
): Promise<pg.QueryResult> =>
  tx.query(
    `UPDATE ${table} SET ${column} = ${column} + $2::numeric / 100, last_position = $3
     WHERE id = $1 AND last_position < $3`,
    [id, amount, position],
  );

/** Bound parameters per statement stay below PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

/**
 * `insert` for many rows of the same columns: one multi-row statement per chunk. Rows whose key exists
 * (or repeats an earlier row's) change nothing, as one `insert` each would leave them.
 */
export const insertMany = async <T extends Table, R extends NewRowOf<T>>(
  tx: pg.PoolClient,
  table: T,
  rows: readonly Only<R, T>[],
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const cells = columns.map((column) => {
        const value = (row as Row)[column];
        values.push(parameter(value));
        return placeholder(value, values.length);
      });
      return `(${cells.join(', ')})`;
    });
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (${columns[0]}) DO NOTHING`,
      values,
    );
  }
};

/**
 * `addTo` for a run of events in position order, of one or several columns of a row, in one statement: each
 * row gains, column by column, the amounts of the events past its last_position, and last_position moves
 * to the latest of them (one statement, since the columns share the row's one last_position).
 */
export const addTotalsMany = <T extends Table>(
  tx: pg.PoolClient,
  table: T,
  columns: readonly ColumnOf<T>[],
  entries: readonly {
    readonly id: number;
    readonly position: bigint;
    readonly amounts: Readonly<Record<string, number>>;
  }[],
): Promise<pg.QueryResult | undefined> => {
  if (entries.length === 0) return Promise.resolve(undefined);
  const sums = columns.map((c) => `sum(u.${c}) AS ${c}`).join(', ');
  return tx.query(
    `UPDATE ${table} t SET ${columns.map((c) => `${c} = t.${c} + d.${c}::numeric / 100`).join(', ')}, last_position = d.top
       FROM (SELECT u.id, max(u.position) AS top, ${sums}
               FROM unnest($1::int[], $2::bigint[], ${columns.map((_, i) => `$${i + 3}::bigint[]`).join(', ')})
                    AS u(id, position, ${columns.join(', ')})
               JOIN ${table} cur ON cur.id = u.id
              WHERE u.position > cur.last_position
              GROUP BY u.id) d
      WHERE t.id = d.id`,
    [
      entries.map((e) => e.id),
      entries.map((e) => e.position.toString()),
      ...columns.map((c) => entries.map((e) => e.amounts[c] ?? 0)),
    ],
  );
};
