import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresDelta, monthFigures } from './figures';

describe("a child's month in the children's figures", () => {
  it('keeps expected = collected + outstanding, on the register or deleted', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 1e9 }), fc.boolean(), (expected, paidRaw, deleted) => {
        const paid = Math.min(paidRaw, expected);
        const f = monthFigures(expected, paid, deleted);
        expect(f.expected).toBe(f.paid + f.outstanding);
        expect(f.paid).toBe(paid);
      }),
    );
  });

  it("cancels a deleted child's arrears and keeps what they paid", () => {
    expect(monthFigures(50_000, 20_000, false)).toEqual({
      expected: 50_000,
      paid: 20_000,
      outstanding: 30_000,
    });
    expect(monthFigures(50_000, 20_000, true)).toEqual({ expected: 20_000, paid: 20_000, outstanding: 0 });
    expect(figuresDelta(monthFigures(50_000, 20_000, false), monthFigures(50_000, 20_000, true))).toEqual({
      expected: -30_000,
      paid: 0,
      outstanding: -30_000,
    });
  });
});
