import { READ_TYPES } from '@pm/infra/db/read-types';
import type pg from 'pg';

/**
 * Rows of a read query, typed as the route's response rows. The type is the query's claim; the response
 * serializer checks it against the row schema on every answer, so a renamed column fails its tests.
 */
export const selectRows = async <T>(
  db: pg.Pool | pg.PoolClient,
  text: string,
  values: readonly unknown[] = [],
): Promise<T[]> => (await db.query({ text, values: [...values], types: READ_TYPES })).rows as T[];

/** The single row of an aggregate query. */
export const selectOne = async <T>(
  db: pg.Pool | pg.PoolClient,
  text: string,
  values: readonly unknown[] = [],
): Promise<T | undefined> => (await selectRows<T>(db, text, values))[0];

/** A LIKE pattern that finds `text` anywhere, its own % _ and \\ taken literally (LIKE's escape is \\). */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
