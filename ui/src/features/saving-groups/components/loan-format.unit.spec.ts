import { describe, expect, it } from 'vitest';
import { aLoan, aRepayment } from '../testing/builders';
import {
  filterLoans,
  isOverdue,
  loanCeiling,
  loanDisplayStatusOf,
  loanOptionLabel,
  loanPreview,
  loanProgress,
  recentLoans,
  remainingCents,
  repayableLoans,
  summarizeDisbursements,
  summarizeLoans,
} from './loan-format';

const TODAY = '2026-03-20';

describe('overdue', () => {
  it("follows the server's flag", () => {
    expect(isOverdue(aLoan({ overdue: true }), TODAY)).toBe(true);
    expect(loanDisplayStatusOf(aLoan({ overdue: true }), TODAY)).toBe('overdue');
    expect(loanDisplayStatusOf(aLoan({ status: 'completed' }), TODAY)).toBe('completed');
  });

  it('derives it from the due date when the flag is missing', () => {
    const withoutFlag = { ...aLoan({ dueDate: '2026-03-19' }), overdue: undefined as unknown as boolean };
    expect(isOverdue(withoutFlag, TODAY)).toBe(true);
    expect(isOverdue({ ...withoutFlag, dueDate: TODAY }, TODAY)).toBe(false);
  });
});

describe('filterLoans', () => {
  const loans = [
    aLoan({ id: 1, groupId: 1, borrowerName: 'Jane', purpose: 'School fees' }),
    aLoan({ id: 2, groupId: 1, borrowerName: 'Mary', purpose: 'Seeds', overdue: true }),
    aLoan({ id: 3, groupId: 2, borrowerName: 'Grace', purpose: 'Stock', status: 'completed' }),
    aLoan({ id: 4, groupId: 2, borrowerName: 'Ann', purpose: 'Stock', status: 'defaulted' }),
  ];
  const ids = (filters: Parameters<typeof filterLoans>[1]) =>
    filterLoans(loans, filters, TODAY).map((l) => l.id);

  it('searches the borrower and the purpose', () => {
    expect(ids({ search: 'jane', groupId: null, status: 'all' })).toEqual([1]);
    expect(ids({ search: 'STOCK', groupId: null, status: 'all' })).toEqual([3, 4]);
  });

  it('counts overdue loans as active, and offers them on their own', () => {
    expect(ids({ search: '', groupId: null, status: 'active' })).toEqual([1, 2]);
    expect(ids({ search: '', groupId: null, status: 'overdue' })).toEqual([2]);
    expect(ids({ search: '', groupId: null, status: 'completed' })).toEqual([3]);
    expect(ids({ search: '', groupId: null, status: 'defaulted' })).toEqual([4]);
  });

  it('keeps one group', () => {
    expect(ids({ search: '', groupId: 2, status: 'all' })).toEqual([3, 4]);
  });
});

describe('progress and balances', () => {
  it('caps the progress at 100 percent', () => {
    expect(loanProgress(aLoan({ totalAmount: 3300, amountPaid: 1500 }))).toBe(45);
    expect(loanProgress(aLoan({ totalAmount: 3300, amountPaid: 3300 }))).toBe(100);
    expect(loanProgress(aLoan({ totalAmount: 3300, amountPaid: 5000 }))).toBe(100);
  });

  it('never leaves a negative remaining balance', () => {
    expect(remainingCents(aLoan({ totalAmount: 3300, amountPaid: 1500 }))).toBe(180000);
    expect(remainingCents(aLoan({ totalAmount: 3300, amountPaid: 4000 }))).toBe(0);
  });

  it('labels a loan with its remaining balance', () => {
    expect(loanOptionLabel(aLoan({ borrowerName: 'Jane', totalAmount: 3300, amountPaid: 1500 }))).toBe(
      'Jane — remaining KES 1,800.00 of KES 3,300.00',
    );
  });
});

describe('summarizeLoans', () => {
  it('totals the principal and what the active loans still owe', () => {
    const summary = summarizeLoans([
      aLoan({ amount: 3000, totalAmount: 3300, amountPaid: 1500 }),
      aLoan({ amount: 1000, totalAmount: 1100, amountPaid: 0, overdue: true }),
      aLoan({ amount: 2000, totalAmount: 2200, amountPaid: 2200, status: 'completed' }),
      aLoan({ amount: 500, totalAmount: 550, amountPaid: 100, status: 'defaulted' }),
    ]);
    expect(summary).toEqual({ totalLoaned: 650000, outstanding: 290000, active: 2, completed: 1 });
  });
});

describe('summarizeDisbursements', () => {
  it('gives the five cards of one group', () => {
    const loans = [
      aLoan({ amount: 3000, totalAmount: 3300, amountPaid: 1500 }),
      aLoan({ amount: 1000, totalAmount: 1100, amountPaid: 0, overdue: true }),
      aLoan({ amount: 2000, totalAmount: 2200, amountPaid: 2200, status: 'completed' }),
    ];
    const repayments = [aRepayment({ amount: 1500 }), aRepayment({ amount: 2200 })];
    expect(summarizeDisbursements(loans, repayments, TODAY)).toEqual({
      totalIssued: 600000,
      repayments: 370000,
      outstanding: 290000,
      active: 2,
      overdue: 1,
    });
  });
});

describe('lists', () => {
  it('keeps the five latest loans', () => {
    const loans = [1, 2, 3, 4, 5, 6].map((id) => aLoan({ id, loanDate: `2026-03-0${id}` }));
    expect(recentLoans(loans).map((l) => l.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('offers repayments only on active loans with a balance, the earliest due first', () => {
    const loans = [
      aLoan({ id: 1, dueDate: '2026-06-01' }),
      aLoan({ id: 2, dueDate: '2026-04-01', overdue: true }),
      aLoan({ id: 3, status: 'completed', amountPaid: 3300 }),
      aLoan({ id: 4, status: 'defaulted' }),
    ];
    expect(repayableLoans(loans).map((l) => l.id)).toEqual([2, 1]);
  });
});

describe('loanPreview', () => {
  it('charges the service charge flat per month on the principal', () => {
    expect(loanPreview(300000, 5, 2, '2026-03-20')).toEqual({
      total: 330000,
      serviceCharge: 30000,
      dueDate: '2026-05-20',
    });
  });

  it('clamps the due date to the end of a shorter month', () => {
    expect(loanPreview(100000, 0, 1, '2026-01-31')?.dueDate).toBe('2026-02-28');
  });

  it('waits for usable figures', () => {
    expect(loanPreview(null, 5, 2, TODAY)).toBeNull();
    expect(loanPreview(0, 5, 2, TODAY)).toBeNull();
    expect(loanPreview(1000, -1, 2, TODAY)).toBeNull();
    expect(loanPreview(1000, 5, 0, TODAY)).toBeNull();
    expect(loanPreview(1000, 5, 1.5, TODAY)).toBeNull();
    expect(loanPreview(1000, 5, 2, null)).toBeNull();
  });
});

describe('loanCeiling', () => {
  it('is the lower of the available fund and the group maximum', () => {
    expect(loanCeiling({ available: 10000 }, 5000)).toEqual({
      cents: 500000,
      message: "Amount cannot exceed the group's maximum loan of KES 5,000.00",
    });
    expect(loanCeiling({ available: 2000 }, 5000)).toEqual({
      cents: 200000,
      message: "Amount cannot exceed the loan fund's available KES 2,000.00",
    });
  });

  it('has no ceiling while nothing is known', () => {
    expect(loanCeiling(undefined, null)).toBeNull();
    expect(loanCeiling({ available: -5 }, null)?.cents).toBe(0);
  });
});
