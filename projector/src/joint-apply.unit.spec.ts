import { describe, expect, it } from 'vitest';
import { namesArray } from './joint-apply';
import { READ_MODELS } from './models';

describe("the joint transaction's statements", () => {
  it("write every read model's name into their text", () => {
    const names = READ_MODELS.map((model) => model.name);
    expect(namesArray(names)).toBe(`ARRAY[${names.map((n) => `'${n}'`).join(', ')}]::text[]`);
  });

  it('refuse a name that is not an identifier of this code', () => {
    for (const name of ["x'; DROP TABLE es_events; --", 'Kpis', '', 'a b'])
      expect(() => namesArray(['kpis', name])).toThrow("not a read model's name");
  });
});
