import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../shared/errors';
import {
  compareMemberNumbers,
  daysHeld,
  distributableFund,
  type FundFigures,
  principalOutstanding,
  type ShareOutMember,
  shareOut,
} from './share-out';

const member = (memberId: number, memberNumber: string, ...savings: [number, string][]): ShareOutMember => ({
  memberId,
  memberNumber,
  savings: savings.map(([amount, savingDate]) => ({ amount, savingDate })),
});
const payouts = (result: { payout: number }[]) => result.map((m) => m.payout);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const byAmount = { weighting: 'amount', closeDate: '2026-12-31' } as const;

describe('the fund to share out', () => {
  /*
   * Savings 600.00. Loan A: 300.00 lent, 315.00 owed, repaid in full. Loan B: 200.00 lent, 210.00 owed,
   * 50.00 repaid, carried into the next cycle: principal first, so 150.00 of its principal is still owed
   * and none of its charge is earned yet. Penalties 10.00, fees 20.00.
   * cash = 600 + (315 + 50) + 10 + 20 − (300 + 200) = 495.00
   * service charges = 365 − (500 − 150) = 15.00 (loan A's)
   * issue's formula: 600 + 15 + 30 − 0 write-offs − 150 carried − 0 kept back = 495.00
   */
  const figures: FundFigures = {
    savings: 60_000,
    repaymentsReceived: 36_500,
    principalDisbursed: 50_000,
    penaltiesPaid: 1_000,
    feesPaid: 2_000,
    carriedPrincipal: principalOutstanding(20_000, 5_000),
    writeOffs: 0,
    keptBack: 0,
  };

  it('is the cash of the loan fund, and the parts of the formula add up to it', () => {
    expect(principalOutstanding(20_000, 5_000)).toBe(15_000);
    expect(principalOutstanding(30_000, 31_500)).toBe(0);
    expect(distributableFund(figures)).toEqual({
      cash: 49_500,
      savings: 60_000,
      serviceCharges: 1_500,
      penaltiesAndFees: 3_000,
      writeOffs: 0,
      carriedLoans: 15_000,
      keptBack: 0,
      paidOut: 0,
      distributable: 49_500,
    });
  });

  it('takes a write-off out through the charges it never earned, and what is kept back', () => {
    /*
     * Add loan C: 100.00 lent, 20.00 repaid, the remaining 80.00 of principal written off.
     * cash = 600 + 385 + 30 − 600 = 415.00; principal repaid = 600 − 150 − 80 = 370.00;
     * charges = 385 − 370 = 15.00; 600 + 15 + 30 − 80 − 150 = 415.00; keeping back 15.00 leaves 400.00.
     */
    const written = {
      ...figures,
      repaymentsReceived: 38_500,
      principalDisbursed: 60_000,
      writeOffs: 8_000,
      keptBack: 1_500,
    };
    expect(distributableFund(written)).toMatchObject({
      cash: 41_500,
      serviceCharges: 1_500,
      writeOffs: 8_000,
      distributable: 40_000,
    });
  });

  it('refuses a negative fund, and figures where a loan still owed is neither carried nor written off', () => {
    expect(() => distributableFund({ ...figures, keptBack: 49_501 })).toThrow(RuleViolation);
    expect(() => distributableFund({ ...figures, keptBack: 49_501 })).toThrow(
      'The fund to share out is negative (KES -0.01)',
    );
    expect(() => distributableFund({ ...figures, carriedPrincipal: 0 })).toThrow(
      /every loan still owed must be carried into the next cycle or written off/,
    );
    expect(() => distributableFund({ ...figures, savings: -1 })).toThrow(RangeError);
  });
});

describe('each member’s payout', () => {
  it('adds up exactly to a fund that does not divide evenly, the leftover cents by largest remainder', () => {
    /*
     * Savings 100.00, 200.00, 300.00 (total 600.00); fund 1,000.01 = 100,001 cents.
     * 001: 10,000 × 100,001 / 60,000 = 16,666 rest 50,000
     * 002: 20,000 × 100,001 / 60,000 = 33,333 rest 40,000
     * 003: 30,000 × 100,001 / 60,000 = 50,000 rest 30,000
     * 99,999 shared, 2 cents left: to 001 and 002, the largest remainders (not to the largest saver).
     */
    const result = shareOut(
      [
        member(1, '001', [10_000, '2026-02-01']),
        member(2, '002', [20_000, '2026-02-01']),
        member(3, '003', [30_000, '2026-02-01']),
      ],
      100_001,
      byAmount,
    );
    expect(payouts(result)).toEqual([16_667, 33_334, 50_000]);
    expect(sum(payouts(result))).toBe(100_001);
    expect(result.map((m) => m.weight)).toEqual([10_000n, 20_000n, 30_000n]);
  });

  it('breaks equal remainders by member number, 9 before 10', () => {
    // 200 cents among three equal savers: 66 each rest equal, 2 cents left, to 2 and 9 (not 10)
    const result = shareOut(
      [
        member(1, '10', [5_000, '2026-02-01']),
        member(2, '9', [5_000, '2026-02-01']),
        member(3, '2', [5_000, '2026-02-01']),
      ],
      200,
      byAmount,
    );
    expect(payouts(result)).toEqual([66, 67, 67]);
    expect(compareMemberNumbers('9', '10')).toBeLessThan(0);
    expect(compareMemberNumbers('A-10', 'A-9')).toBeLessThan(0);
  });

  it('by savings and time held: each member gets their savings back and only the profit weighs by time', () => {
    /*
     * Closing on 2026-03-31; days held count the saving's day and the close day.
     * 001: 100.00 on 2026-02-20, 40 days (9 in February, 31 in March): weight 10,000 × 40 = 400,000
     * 002: 100.00 on 2026-03-22, 10 days: 100,000; 50.00 on 2026-03-31, 1 day: 5,000; weight 105,000
     * 003: 200.00 on 2026-03-17, 15 days: weight 300,000
     * Savings 450.00, fund 500.00: a profit of 50.00 = 5,000 cents, shared by weight (total 805,000):
     * 001: 400,000 × 5,000 / 805,000 = 2,484 rest 380,000
     * 002: 105,000 × 5,000 / 805,000 =   652 rest 140,000
     * 003: 300,000 × 5,000 / 805,000 = 1,863 rest 285,000
     * 4,999 shared, 1 cent left: to 001. Payouts: savings + share = 12,485, 15,652, 21,863.
     * By amount instead (100, 150, 200 of 450): 11,111.1 / 16,666.6 / 22,222.2 → 11,111, 16,667, 22,222.
     */
    const members = [
      member(1, '001', [10_000, '2026-02-20']),
      member(2, '002', [10_000, '2026-03-22'], [5_000, '2026-03-31']),
      member(3, '003', [20_000, '2026-03-17']),
    ];
    expect(daysHeld('2026-02-20', '2026-03-31')).toBe(40);
    expect(daysHeld('2026-03-31', '2026-03-31')).toBe(1);
    const timed = shareOut(members, 50_000, { weighting: 'time', closeDate: '2026-03-31' });
    expect(timed.map((m) => m.weight)).toEqual([400_000n, 105_000n, 300_000n]);
    expect(payouts(timed)).toEqual([12_485, 15_652, 21_863]);
    expect(timed.map((m) => m.profit)).toEqual([2_485, 652, 1_863]);
    expect(timed.map((m) => m.savings)).toEqual([10_000, 15_000, 20_000]);
    const plain = shareOut(members, 50_000, { weighting: 'amount', closeDate: '2026-03-31' });
    expect(payouts(plain)).toEqual([11_111, 16_667, 22_222]);
  });

  it('by time, gives every member their savings back when there is no profit, whenever they saved', () => {
    // X saves 1,000 on the first day, Y 1,000 on the closing day: weighting the whole fund by time once
    // paid X 1,942.86 and Y 57.14, taking Y's own savings
    const members = [member(1, '1', [100_000, '2026-01-01']), member(2, '2', [100_000, '2026-03-31'])];
    const timed = shareOut(members, 200_000, { weighting: 'time', closeDate: '2026-03-31' });
    expect(payouts(timed)).toEqual([100_000, 100_000]);
    expect(timed.map((m) => m.profit)).toEqual([0, 0]);
  });

  it('by time, shares a loss by savings: nobody loses more for having saved longer', () => {
    const members = [member(1, '1', [100_000, '2026-01-01']), member(2, '2', [100_000, '2026-03-31'])];
    const timed = shareOut(members, 150_000, { weighting: 'time', closeDate: '2026-03-31' });
    expect(payouts(timed)).toEqual([75_000, 75_000]);
    expect(timed.map((m) => m.profit)).toEqual([-25_000, -25_000]);
  });

  it('refuses a saving dated after the close', () => {
    expect(() =>
      shareOut([member(1, '001', [10_000, '2026-04-01'])], 10_000, {
        weighting: 'time',
        closeDate: '2026-03-31',
      }),
    ).toThrow(RuleViolation);
  });

  it('gives nothing to a member without savings, and shares nothing when there is no fund or no savings', () => {
    const result = shareOut(
      [member(1, '001', [30_000, '2026-02-01']), member(2, '002'), member(3, '003', [10_000, '2026-02-01'])],
      1_001,
      byAmount,
    );
    // 750.75 and 250.25 → 750 rest 30,000 and 250 rest 10,000 (of 40,000): the cent goes to 001
    expect(payouts(result)).toEqual([751, 0, 250]);
    expect(payouts(shareOut([member(1, '001', [30_000, '2026-02-01'])], 0, byAmount))).toEqual([0]);
    // penalties paid but nobody saved: nothing to weigh the fund by, so nothing is shared
    expect(payouts(shareOut([member(1, '001'), member(2, '002')], 5_000, byAmount))).toEqual([0, 0]);
    expect(() => shareOut([member(1, '001')], -1, byAmount)).toThrow(RuleViolation);
  });

  it('leaves reversed savings out', () => {
    // 002's 1,000.00 was reversed: 100.00 and 300.00 share 100.00 → 25.00 and 75.00
    const result = shareOut(
      [
        member(1, '001', [10_000, '2026-02-01']),
        {
          memberId: 2,
          memberNumber: '002',
          savings: [
            { amount: 100_000, savingDate: '2026-02-01', reversed: true },
            { amount: 30_000, savingDate: '2026-02-08' },
          ],
        },
      ],
      10_000,
      byAmount,
    );
    expect(result.map((m) => m.savings)).toEqual([10_000, 30_000]);
    expect(payouts(result)).toEqual([2_500, 7_500]);
  });

  it('is exact on a large fund, where the products pass 2^53', () => {
    /*
     * Savings 1,000,000.00, 2,000,000.00 and 4,000,000.00 (sevenths); fund 12,345,678.99 = 1,234,567,899
     * cents; 4e8 × 1,234,567,899 ≈ 4.9e17 > 2^53.
     * 1 × 1,234,567,899 / 7 = 176,366,842 rest 5; 2 × … / 7 = 352,733,685 rest 3; 4 × … / 7 = 705,467,370
     * rest 6; 1,234,567,897 shared, 2 cents left: to 003 (rest 6) and 001 (rest 5).
     */
    const result = shareOut(
      [
        member(1, '001', [100_000_000, '2026-02-01']),
        member(2, '002', [200_000_000, '2026-02-01']),
        member(3, '003', [400_000_000, '2026-02-01']),
      ],
      1_234_567_899,
      byAmount,
    );
    expect(payouts(result)).toEqual([176_366_843, 352_733_685, 705_467_371]);
    expect(sum(payouts(result))).toBe(1_234_567_899);
  });
});
