import { describe, expect, it } from 'vitest';
import { type Bucketed, getEntry, putEntry, valuesOf } from './bucketed';

describe('bucketed map', () => {
  it('finds what was put, leaves the map it was given as it was, and lists every value once', () => {
    let map: Bucketed<string> = {};
    const ids = [1, 64, 65, 128, 7_000_001, 0, 63];
    for (const id of ids) map = putEntry(map, id, `v${id}`);
    const before = map;
    const after = putEntry(map, 65, 'changed');

    for (const id of ids) expect(getEntry(before, id)).toBe(`v${id}`);
    expect(getEntry(after, 65)).toBe('changed');
    expect(getEntry(before, 2)).toBeUndefined();
    expect(valuesOf(before).sort()).toEqual(ids.map((id) => `v${id}`).sort());
    expect(valuesOf(after)).toHaveLength(ids.length);
  });

  it('copies one bucket, not every entry, to add one', () => {
    let map: Bucketed<number> = {};
    for (let id = 1; id <= 6_400; id += 1) map = putEntry(map, id, id);
    const next = putEntry(map, 6_401, 6_401);
    const shared = Object.keys(next).filter((b) => next[Number(b)] === map[Number(b)]);
    expect(shared).toHaveLength(63);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  });
});
