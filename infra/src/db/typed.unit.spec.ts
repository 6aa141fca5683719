import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce, db, param } from './typed';

describe('a typed statement compiled once', () => {
  it('keeps the caller’s $n parameters and names the typed columns', () => {
    const text = compiledOnce(
      db
        .selectFrom('es_events')
        .select(['position', 'hash'])
        .where('stream_id', '=', param<string>(1))
        .where('stream_version', '>=', param<number>(2))
        .orderBy('position')
        .limit(sql.lit(10)),
    );
    expect(text).toBe(
      'select "position", "hash" from "es_events" where "stream_id" = $1 and "stream_version" >= $2 order by "position" limit 10',
    );
  });

  it('refuses a value Kysely would bind itself, whose number would collide with the caller’s', () => {
    expect(() => compiledOnce(db.selectFrom('es_events').select('hash').where('position', '=', '7'))).toThrow(
      /param\(n\)/,
    );
  });
});
