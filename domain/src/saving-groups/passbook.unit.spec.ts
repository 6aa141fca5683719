import { describe, expect, it } from 'vitest';
import { cycleOfEntry, memberPassbook, type PassbookFacts } from './passbook';

const entry = (id: number, date: string, amount: number, reversed = false) => ({
  id,
  date,
  amount,
  reversed,
  reversalReason: reversed ? 'Mistake' : null,
  notes: null,
});

const noFacts: PassbookFacts = {
  savings: [],
  loans: [],
  repayments: [],
  penalties: [],
  fees: [],
  emergencyContributions: [],
};

const aPassbook = (overrides: Partial<PassbookFacts>): PassbookFacts => ({ ...noFacts, ...overrides });

describe("a member's passbook", () => {
  it("keeps the cycle's entries only, in date order, reversed ones listed but not counted", () => {
    const book = memberPassbook(
      aPassbook({
        savings: [
          entry(3, '2026-04-10', 5_000),
          entry(1, '2026-03-01', 9_900),
          entry(2, '2026-04-02', 700, true),
        ],
        fees: [entry(1, '2026-04-02', 50_000)],
      }),
      { from: '2026-04-01', to: null },
      '2026-05-01',
    );
    expect(book.lines.map((l) => [l.date, l.kind, l.amount, l.reversed])).toEqual([
      ['2026-04-02', 'saving', 700, true],
      ['2026-04-02', 'fee', 50_000, false],
      ['2026-04-10', 'saving', 5_000, false],
    ]);
    expect(book.totals).toMatchObject({ savings: 5_000, feesPaid: 50_000 });
  });

  it('owes what is left of every loan by the day asked, carried ones included, counting live repayments', () => {
    const loan = (id: number, date: string, amount: number) => ({
      id,
      date,
      amount,
      totalDue: amount + amount / 20,
      purpose: 'Seed',
    });
    const book = memberPassbook(
      aPassbook({
        loans: [loan(1, '2026-02-01', 20_000), loan(2, '2026-04-20', 10_000)],
        repayments: [
          { ...entry(1, '2026-03-01', 10_000), loanId: 1 },
          { ...entry(2, '2026-05-04', 5_000), loanId: 2 },
          { ...entry(3, '2026-05-04', 2_000, true), loanId: 2 },
        ],
      }),
      { from: '2026-04-01', to: null },
      '2026-06-01',
    );
    // 21,000 − 10,000 still owed on the carried loan, 10,500 − 5,000 on the new one
    expect(book.totals).toMatchObject({ loansTaken: 10_000, repaid: 5_000, loanOutstanding: 16_500 });
  });

  it('lists a penalty when imposed and its payment when paid, owing it until then', () => {
    const penalty = (id: number, date: string, paidOn: string | null, reversed = false) => ({
      ...entry(id, date, 1_000, reversed),
      penaltyType: 'Lateness',
      notes: 'Late',
      paidOn,
    });
    const facts = aPassbook({
      penalties: [
        penalty(1, '2026-03-30', '2026-04-06'),
        penalty(2, '2026-04-06', null),
        penalty(3, '2026-04-06', null, true),
      ],
    });
    const first = memberPassbook(facts, { from: null, to: '2026-03-31' }, '2026-03-31');
    expect(first.lines.map((l) => [l.kind, l.description])).toEqual([['penalty', 'Lateness: Late']]);
    expect(first.totals).toMatchObject({ finesImposed: 1_000, finesPaid: 0, finesOwed: 1_000 });
    const second = memberPassbook(facts, { from: '2026-04-01', to: null }, '2026-04-30');
    expect(second.lines.map((l) => [l.kind, l.entryId, l.reversed])).toEqual([
      ['penalty', 2, false],
      ['penalty', 3, true],
      ['penaltyPayment', 1, false],
    ]);
    expect(second.totals).toMatchObject({ finesImposed: 1_000, finesPaid: 1_000, finesOwed: 1_000 });
  });

  it('caps the lines and says how many there were, the totals still counting every entry', () => {
    const savings = Array.from({ length: 5 }, (_, i) => entry(i + 1, '2026-04-02', 100));
    const book = memberPassbook(aPassbook({ savings }), { from: null, to: null }, '2026-04-30', 3);
    expect([book.lines.length, book.lineCount, book.totals.savings]).toEqual([3, 5, 500]);
  });
});

describe('the cycle of an entry', () => {
  // cycle 1 closed on 2026-03-31 (confirmed while cycle 1 was open), cycle 2 closed on 2026-06-30
  const closes = [
    { cycle: 1, closeDate: '2026-03-31' },
    { cycle: 2, closeDate: '2026-06-30' },
  ];
  it('goes by the business date, and on a close date by whether it was recorded before the confirmation', () => {
    expect(cycleOfEntry('2026-03-30', 1, closes, 3)).toBe(1);
    // on the close date: recorded while cycle 1 was open → cycle 1; after its confirmation → cycle 2
    expect(cycleOfEntry('2026-03-31', 1, closes, 3)).toBe(1);
    expect(cycleOfEntry('2026-03-31', 2, closes, 3)).toBe(2);
    // dated after a close date proposed later, recorded while cycle 1 was open → cycle 2
    expect(cycleOfEntry('2026-04-02', 1, closes, 3)).toBe(2);
    expect(cycleOfEntry('2026-07-01', 2, closes, 3)).toBe(3);
    // an entry stored before its recording cycle was kept counts as recorded before the close
    expect(cycleOfEntry('2026-06-30', null, closes, 3)).toBe(2);
  });
});
