import type pg from 'pg';
import type { ColumnOf, Table } from './sql';
import { together } from './together';

/**
 * Folding a run of events in memory: a model loads the rows the run touches with one SELECT per table,
 * applies each event to them in order exactly as its single handler changes the table, and writes the
 * changed rows back with one statement per table. A run of thousands of events of mixed types then
 * costs a handful of statements instead of several per event.
 */

/**
 * PostgreSQL types a folded column may have (a date travels as 'YYYY-MM-DD', an int8 as a number);
 * 'cents' is a numeric(…, 2) column of amounts the fold counts in integer cents.
 */
export type ColumnType = 'int' | 'bigint' | 'text' | 'date' | 'boolean' | 'cents';

/** Columns of a table and their types, named as the generated row types (`tables.ts`) name them. */
export type TypedColumns<T extends Table> = readonly (readonly [name: ColumnOf<T>, type: ColumnType])[];

/**
 * A table the fold keeps whole rows of: its key column first. The statements below write its names into
 * their text; typed by the generated tables, a renamed table or column fails the type check.
 */
export interface RowShape<T extends Table> {
  readonly table: T;
  readonly columns: TypedColumns<T>;
}

export type FoldRow = Record<string, unknown>;

const selected = ([name, type]: readonly [string, ColumnType]): string =>
  type === 'date' ? `to_char(${name}, 'YYYY-MM-DD') AS ${name}` : name;

const ARRAY_TYPE: Record<ColumnType, string> = {
  int: 'int[]',
  bigint: 'bigint[]',
  text: 'text[]',
  date: 'date[]',
  boolean: 'boolean[]',
  cents: 'numeric[]',
};

/** Integer cents as an exact decimal ('-12.05'), never through a float division. */
const decimal = (cents: number): string => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const parameter = (type: ColumnType, value: unknown): unknown =>
  value === null
    ? null
    : type === 'bigint'
      ? String(value)
      : type === 'cents'
        ? decimal(value as number)
        : value;

/**
 * The rows of these keys as they stand, by key (a key without a row is absent from the map); with
 * `column`, the rows whose `column` is one of the values.
 */
export const loadRows = async <T extends Table>(
  tx: pg.PoolClient,
  shape: RowShape<T>,
  keys: Iterable<number>,
  column?: ColumnOf<T>,
): Promise<Map<number, FoldRow>> => {
  const wanted = [...new Set(keys)];
  const found = new Map<number, FoldRow>();
  if (wanted.length === 0) return found;
  const [key] = shape.columns[0]!;
  const { rows } = await tx.query<FoldRow>(
    `SELECT ${shape.columns.map(selected).join(', ')} FROM ${shape.table} WHERE ${column ?? key} = ANY($1::int[])`,
    [wanted],
  );
  const bigints = shape.columns.filter(([, type]) => type === 'bigint').map(([name]) => name);
  for (const row of rows) {
    for (const name of bigints) if (row[name] !== null) row[name] = Number(row[name]);
    found.set(row[key] as number, row);
  }
  return found;
};

/**
 * Writes whole rows back (new ones inserted, existing ones replaced), one statement for all of them; with
 * `keepStored`, a row whose key is stored already leaves the stored one as it is (as a single handler's
 * `insert` does).
 */
export const saveRows = async <T extends Table>(
  tx: pg.PoolClient,
  shape: RowShape<T>,
  rows: Iterable<FoldRow>,
  keepStored = false,
): Promise<void> => {
  const all = [...rows];
  if (all.length === 0) return;
  const names = shape.columns.map(([name]) => name);
  const [key, ...rest] = names;
  await tx.query(
    `INSERT INTO ${shape.table} (${names.join(', ')})
     SELECT * FROM unnest(${shape.columns.map(([, type], i) => `$${i + 1}::${ARRAY_TYPE[type]}`).join(', ')})
     ON CONFLICT (${key}) DO ${keepStored ? 'NOTHING' : `UPDATE SET ${rest.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`}`,
    shape.columns.map(([name, type]) => all.map((row) => parameter(type, row[name]))),
  );
};

/** Running totals keyed by several columns: what a fold adds to each, summed in memory first. */
export class Totals<T extends Table> {
  private readonly sums = new Map<string, { key: readonly unknown[]; amounts: number[] }>();

  constructor(
    readonly table: T,
    readonly keys: TypedColumns<T>,
    readonly amounts: TypedColumns<T>,
  ) {}

  /**
   * Adds to the row of `key` (created at zero if new, even when what a run adds sums to nothing); adding
   * nothing but zeros leaves it alone, as a single handler skips such a statement.
   */
  add(key: readonly unknown[], amounts: Readonly<Record<string, number | undefined>>): void {
    let any = false;
    for (const name in amounts) if (amounts[name]) any = true;
    if (!any) return;
    // called for every event of a rebuild: a joined key (no stored text holds NUL) and plain loops
    const id = key.join('\u0000');
    let entry = this.sums.get(id);
    if (!entry) {
      entry = { key, amounts: this.amounts.map(() => 0) };
      this.sums.set(id, entry);
    }
    for (let i = 0; i < this.amounts.length; i += 1) entry.amounts[i]! += amounts[this.amounts[i]![0]] ?? 0;
  }

  /** One statement: each row gains its sums (inserted when it is not there yet). */
  async save(tx: pg.PoolClient): Promise<void> {
    const entries = [...this.sums.values()];
    if (entries.length === 0) return;
    const columns = [...this.keys, ...this.amounts];
    const amountNames = this.amounts.map(([name]) => name);
    await tx.query(
      `INSERT INTO ${this.table} (${columns.map(([name]) => name).join(', ')})
       SELECT * FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${ARRAY_TYPE[type]}`).join(', ')})
       ON CONFLICT (${this.keys.map(([name]) => name).join(', ')}) DO UPDATE SET
         ${amountNames.map((c) => `${c} = ${this.table}.${c} + EXCLUDED.${c}`).join(', ')}`,
      [
        ...this.keys.map((_, k) => entries.map((e) => e.key[k])),
        ...this.amounts.map(([, type], a) => entries.map((e) => parameter(type, e.amounts[a]))),
      ],
    );
  }
}

/**
 * A table's rows in memory while a run is folded: those loaded, those added, and which changed (written
 * back by `save`, one statement). Rows are keyed by the shape's first column.
 */
export class StateRows<T extends Table> {
  readonly changed = new Set<FoldRow>();
  /** Rows `create`d and not changed since: written only where their key has no stored row. */
  private readonly created = new Set<FoldRow>();
  private constructor(
    readonly shape: RowShape<T>,
    readonly rows: Map<number, FoldRow>,
  ) {}

  static async load<T extends Table>(
    tx: pg.PoolClient,
    shape: RowShape<T>,
    keys: Iterable<number>,
    column?: ColumnOf<T>,
  ): Promise<StateRows<T>> {
    return new StateRows(shape, await loadRows(tx, shape, keys, column));
  }

  /** Also the rows whose `column` is one of the values (those not loaded yet). */
  async loadMore(tx: pg.PoolClient, values: Iterable<number>, column: ColumnOf<T>): Promise<void> {
    for (const [key, row] of await loadRows(tx, this.shape, values, column))
      if (!this.rows.has(key)) this.rows.set(key, row);
  }

  get(key: number): FoldRow | undefined {
    return this.rows.get(key);
  }

  has(key: number): boolean {
    return this.rows.has(key);
  }

  /** `insert`: a new row, or nothing when its key has one. */
  insert(row: FoldRow): void {
    const key = row[this.shape.columns[0]![0]] as number;
    if (this.rows.has(key)) return;
    this.rows.set(key, row);
    this.changed.add(row);
  }

  /**
   * `create`: the row an event creates under a new key (a saving's id, say), whose stored row, should
   * one exist, was not loaded: a run of such events then reads nothing first. As with `insert`, a key
   * that has a row (loaded, or stored and so left as it is) keeps it. Only for rows that no later event
   * of the model changes (a changed row is written whole, over a stored one).
   */
  create(row: FoldRow): void {
    const key = row[this.shape.columns[0]![0]] as number;
    if (this.rows.has(key)) return;
    this.rows.set(key, row);
    this.created.add(row);
  }

  set(row: FoldRow, change: FoldRow): void {
    Object.assign(row, change);
    this.changed.add(row);
  }

  /** The changed rows and the created ones (never the same keys: each key has one row here). */
  async save(tx: pg.PoolClient): Promise<void> {
    await together(tx, [
      () => saveRows(tx, this.shape, this.changed),
      () =>
        saveRows(
          tx,
          this.shape,
          [...this.created].filter((row) => !this.changed.has(row)),
          true,
        ),
    ]);
  }
}
