import type { ColumnType, InsertType, SelectType, UpdateType } from 'kysely';

/**
 * Column types of the generated `tables.ts`: what a value is when read through READ_TYPES
 * (`read-types.ts`), and what may be written to it.
 */

/** bigint (event positions pass 2^53): read as its decimal text. */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** numeric(12,2) money and sums: exact in SQL, a number with two decimals when read. */
export type Numeric = ColumnType<number, number | string, number | string>;
/** timestamptz: read as ISO 8601 text. */
export type Timestamp = ColumnType<string, string | Date, string | Date>;
/** date: read as YYYY-MM-DD (never a local-midnight Date). */
export type CalendarDate = ColumnType<string, string, string>;
/** json / jsonb: parsed when read; anything JSON can hold when written. */
export type Json = ColumnType<unknown, unknown, unknown>;
/** An array of a column type. */
export type ArrayColumn<T> = ColumnType<SelectType<T>[], InsertType<T>[], UpdateType<T>[]>;
/** A column with a default (or an identity): may be left out of an insert. */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;
