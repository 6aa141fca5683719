import pg from 'pg';

const timestampParser = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
const PARSERS: Record<number, (text: string) => unknown> = {
  // numeric(12,2) money and sums: exact in SQL, a number with two decimals on the wire
  [pg.types.builtins.NUMERIC]: Number,
  [pg.types.builtins.TIMESTAMPTZ]: (text) => (timestampParser(text) as Date).toISOString(),
  // calendar dates stay YYYY-MM-DD (the default parser would make a local-midnight Date)
  [pg.types.builtins.DATE]: (text) => text,
};

/** Type parsers of the read side: what the response schemas (domain rows) expect. */
export const READ_TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

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
