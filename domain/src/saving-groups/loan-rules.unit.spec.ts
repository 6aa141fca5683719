import { describe, expect, it } from 'vitest';
import {
  isLoanOverdue,
  loanDisplayStatus,
  loanDueDate,
  loanProgressPercent,
  loanTotal,
  serviceChargeOf,
} from './loan-rules';

describe('loan total', () => {
  it('charges the rate flat per month on the principal', () => {
    expect(loanTotal(1000000, 5, 6)).toBe(1300000);
    expect(loanTotal(1000000, 0, 6)).toBe(1000000);
    expect(loanTotal(250000, 2.5, 12)).toBe(325000);
    expect(serviceChargeOf(1000000, 5, 6)).toBe(300000);
  });

  it('rounds half-up to the cent, exactly', () => {
    expect(loanTotal(333, 1.5, 1)).toBe(338); // 337.995
    expect(loanTotal(101, 0.5, 1)).toBe(102); // 101.505
    expect(loanTotal(101, 0.49, 1)).toBe(101); // 101.4949
    expect(loanTotal(1, 0.1, 1)).toBe(1); // 1.001
  });

  it('stays exact for the largest amounts and terms', () => {
    expect(loanTotal(99_999_999_99, 99.99, 120)).toBe(1_209_879_999_879); // 1,209,879,999,879.012
  });
});

describe('loan due date', () => {
  it('adds calendar months', () => {
    expect(loanDueDate('2026-03-15', 6)).toBe('2026-09-15');
    expect(loanDueDate('2026-11-25', 3)).toBe('2027-02-25');
    expect(loanDueDate('2026-01-01', 120)).toBe('2036-01-01');
  });

  it('clamps to the end of a shorter month', () => {
    expect(loanDueDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(loanDueDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(loanDueDate('2026-08-31', 1)).toBe('2026-09-30');
    expect(loanDueDate('2026-05-31', 6)).toBe('2026-11-30');
    expect(loanDueDate('2026-01-30', 13)).toBe('2027-02-28');
  });
});

describe('overdue', () => {
  it('is an active loan whose due date has passed; due today is not yet overdue', () => {
    expect(isLoanOverdue('active', '2026-11-24', '2026-11-25')).toBe(true);
    expect(isLoanOverdue('active', '2026-11-25', '2026-11-25')).toBe(false);
    expect(isLoanOverdue('completed', '2026-01-01', '2026-11-25')).toBe(false);
    expect(isLoanOverdue('defaulted', '2026-01-01', '2026-11-25')).toBe(false);
    expect(loanDisplayStatus('active', '2026-11-24', '2026-11-25')).toBe('overdue');
    expect(loanDisplayStatus('completed', '2026-11-24', '2026-11-25')).toBe('completed');
  });
});

describe('progress', () => {
  it('is whole percent paid, capped at 100', () => {
    expect(loanProgressPercent(1300000, 0)).toBe(0);
    expect(loanProgressPercent(1300000, 650000)).toBe(50);
    expect(loanProgressPercent(300, 299)).toBe(99);
    expect(loanProgressPercent(1300000, 1400000)).toBe(100);
  });
});
