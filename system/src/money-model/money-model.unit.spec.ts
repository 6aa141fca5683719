import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, allocate, GroupMoneyModel } from './group-money';

/** The reference model's own checks: it stands apart from the code it checks, and its rules hold. */

describe('the reference model of a group money', () => {
  it('imports nothing: no code of domain/, projector/, read-api/ or anything else but its own files', () => {
    for (const file of readdirSync(import.meta.dirname).filter(
      (f) => f.endsWith('.ts') && !f.includes('.spec.'),
    ))
      expect(readFileSync(path.join(import.meta.dirname, file), 'utf8'), file).not.toMatch(
        /^\s*import\s(?![^;]*from '\.\/[a-z-]+';)/m,
      );
  });

  it('allocates exactly the total, never a cent to a zero weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = weights.map((w, i) => ({
            memberId: i + 1,
            number: String(i + 1),
            weight: BigInt(w),
          }));
          const paid = allocate(total, shares);
          const sum = [...paid.values()].reduce((s, v) => s + v, 0);
          const weighed = weights.some((w) => w > 0);
          expect(sum).toBe(weighed ? total : 0);
          weights.forEach((w, i) => {
            if (w === 0) expect(paid.get(i + 1)).toBe(0);
          });
        },
      ),
    );
  });

  const today = '2026-06-30';
  const start = '2026-01-01';
  const twoMembers = () => {
    const model = new GroupMoneyModel(start, today);
    model.addMember({ id: 1, number: '1', joinedOn: start });
    model.addMember({ id: 2, number: '2', joinedOn: start });
    return model;
  };

  it('gives each member their savings back by either method when there is no profit', () => {
    // X saves 1,000 on the first day, Y 1,000 on the closing day: time changes nothing without a profit
    const model = twoMembers();
    model.recordSaving(1, 1, 100_000, start);
    model.recordSaving(2, 2, 100_000, today);
    for (const weighting of ['amount', 'time'] as const)
      expect(model.shareOut(today, weighting).payouts.map((p) => p.payout)).toEqual([100_000, 100_000]);
  });

  it('weighs only the profit by time held', () => {
    const model = twoMembers();
    model.recordSaving(1, 1, 100_000, start);
    model.recordSaving(2, 2, 100_000, addDays(today, -9));
    model.recordLoan(1, 2, 100_000, 10, 1, start);
    model.recordRepayment(1, 1, 110_000, addDays(start, 20));
    const { fund, payouts } = model.shareOut(today, 'time');
    expect(fund).toBe(210_000);
    // 181 days × 1,000 against 10 days × 1,000: the 100 of profit splits 181:10
    expect(payouts.map((p) => p.payout)).toEqual([100_000 + 9_476, 100_000 + 524]);
  });

  it('never pays a member less than their savings of the cycle when the fund covers the savings', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            member: fc.integer({ min: 1, max: 2 }),
            amount: fc.integer({ min: 1, max: 1e6 }),
            day: fc.nat({ max: 180 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.nat({ max: 1e6 }),
        fc.constantFrom('amount' as const, 'time' as const),
        (savings, profit, weighting) => {
          const model = twoMembers();
          savings.forEach((s, i) => {
            model.recordSaving(i + 1, s.member, s.amount, addDays(start, s.day));
          });
          if (profit > 0) model.recordPenalty(1, 1, profit, start);
          if (profit > 0) model.recordPenaltyPaid(1, start);
          const { fund, payouts } = model.shareOut(today, weighting);
          expect(payouts.reduce((s, p) => s + p.payout, 0)).toBe(fund);
          for (const p of payouts) expect(p.payout).toBeGreaterThanOrEqual(p.savings);
        },
      ),
    );
  });

  it('leaves a reversed saving out of every figure, as of its own date', () => {
    const model = twoMembers();
    model.recordSaving(1, 1, 100_000, addDays(today, -55));
    model.recordSaving(2, 2, 100_000, addDays(today, -55));
    model.recordSaving(3, 2, 50_000, addDays(today, -55));
    model.reverse('saving', 3);
    expect(model.cash(addDays(today, -4))).toBe(200_000);
    expect(model.shareOut(addDays(today, -4), 'amount').payouts.map((p) => p.payout)).toEqual([
      100_000, 100_000,
    ]);
  });

  it('puts an entry dated on the close date in the next cycle when recorded after the confirmation', () => {
    const model = twoMembers();
    model.recordSaving(1, 1, 100_000, '2026-03-01');
    model.recordProposeClose('2026-03-10', 'amount', 'facilitator');
    model.recordConfirmClose();
    expect(model.judgeSaving(2, 10_000, '2026-03-10')).toEqual({ ok: true });
    expect(model.judgeSaving(2, 10_000, '2026-03-09').ok).toBe(false);
    model.recordSaving(2, 2, 10_000, '2026-03-10');
    expect(model.cycleOf({ date: '2026-03-01', seq: 0 })).toBe(1);
    expect(model.shareOut('2026-04-01', 'amount').payouts.map((p) => p.payout)).toEqual([0, 10_000]);
  });
});
