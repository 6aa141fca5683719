import { describe, expect, it } from 'vitest';
import { READ_MODELS } from './models';
import { splitDeferredIndexes } from './projector';
import type { ReadModel } from './read-model';

const model = (deferredIndexes: string[]): ReadModel =>
  ({
    name: 'm',
    schema: `CREATE TABLE t (id integer PRIMARY KEY, a integer, b integer);
    CREATE INDEX t_a ON t (a);
    CREATE INDEX t_b ON t (b) WHERE b IS NOT NULL;`,
    tables: ['t'],
    deferredIndexes,
  }) as unknown as ReadModel;

describe("a rebuild's deferred indexes", () => {
  it('takes the named CREATE INDEX statements out of the schema, and only those', () => {
    const { schema, deferred } = splitDeferredIndexes(model(['t_b']));
    expect(deferred).toEqual(['CREATE INDEX t_b ON t (b) WHERE b IS NOT NULL;']);
    expect(schema).toContain('CREATE INDEX t_a ON t (a);');
    expect(schema).not.toContain('t_b');
  });

  it('refuses a name that is not an index of the schema (a typo would leave an index out for good)', () => {
    expect(() => splitDeferredIndexes(model(['t_c']))).toThrow(/not a CREATE INDEX/);
  });

  it('finds every deferred index of the real models in their schemas', () => {
    for (const m of READ_MODELS)
      expect(splitDeferredIndexes(m).deferred).toHaveLength(m.deferredIndexes?.length ?? 0);
  });
});
