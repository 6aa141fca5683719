import { COUNTED_EXPECTED_SQL } from '@pm/domain/contributions/figures';
import { describe, expect, it } from 'vitest';
import { countedExpected } from './children-figures';
import { db } from './typed';

describe("a month's counted expected amount in SQL", () => {
  it('is the domain’s rule, its columns typed', () => {
    const { sql, parameters } = countedExpected.compile(db);
    // the typed form quotes its column names; the domain's text does not
    expect(sql.replaceAll('"', '')).toBe(COUNTED_EXPECTED_SQL);
    expect(parameters).toEqual([]);
  });
});
