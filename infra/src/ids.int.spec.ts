import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId, nextIds } from './ids';
import { createTestDatabase, type TestDatabase } from './testing/database';

describe('identifiers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db.drop();
  });

  it('hands out entry ids from blocks: unique under concurrency, and increasing', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, () => nextId(db.pool, 'group_saving')));
    expect(new Set(ids).size).toBe(40);
    const one = await nextId(db.pool, 'group_saving');
    const two = await nextId(db.pool, 'group_saving');
    expect(two).toBeGreaterThan(one);
    expect(Math.min(...ids)).toBe(1);
    // a bulk allocation afterwards never hands out an id of a block
    const bulk = await nextIds(db.pool, 'group_saving', 5);
    expect(bulk.filter((id) => ids.includes(id) || id === one || id === two)).toEqual([]);
  });

  it('keeps one id per call, without gaps, for places and people', async () => {
    const a = await nextId(db.pool, 'saving_group');
    const b = await nextId(db.pool, 'saving_group');
    expect(b).toBe(a + 1);
  });
});
