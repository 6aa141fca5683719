import pg from 'pg';

const timestampParser = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
const PARSERS: Record<number, (text: string) => unknown> = {
  // numeric(12,2) money and sums: exact in SQL, a number with two decimals on the wire
  [pg.types.builtins.NUMERIC]: Number,
  [pg.types.builtins.TIMESTAMPTZ]: (text) => (timestampParser(text) as Date).toISOString(),
  // calendar dates stay YYYY-MM-DD (the default parser would make a local-midnight Date)
  [pg.types.builtins.DATE]: (text) => text,
};

/**
 * Type parsers of typed queries and of the read side: values as the generated row types
 * (`tables.ts`, `column-types.ts`) and the response schemas (domain rows) expect them.
 */
export const READ_TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};
