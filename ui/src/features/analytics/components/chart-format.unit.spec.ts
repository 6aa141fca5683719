import { describe, expect, it } from 'vitest';
import { aRegional } from '../testing/builders';
import {
  collectionPoints,
  collectionsSummary,
  hasMonthData,
  savingsPoints,
  savingsSummary,
} from './chart-format';

const { months } = aRegional();

describe('the month charts', () => {
  it('put expected and paid side by side, in month order', () => {
    expect(collectionPoints(months)).toEqual([
      { month: 'Jan 2026', series: 'Expected', amount: 1000 },
      { month: 'Jan 2026', series: 'Paid', amount: 1000 },
      { month: 'Feb 2026', series: 'Expected', amount: 2000 },
      { month: 'Feb 2026', series: 'Paid', amount: 1500.5 },
    ]);
  });

  it('draw savings as a line in month order', () => {
    expect(savingsPoints(months)).toEqual([
      { month: 'Jan 2026', amount: 200 },
      { month: 'Feb 2026', amount: 300 },
    ]);
  });

  it('have nothing to draw when every month is zero', () => {
    expect(hasMonthData(months)).toBe(true);
    expect(hasMonthData([{ month: '2026-01', expected: 0, paid: 0, savings: 0 }])).toBe(false);
    expect(hasMonthData([])).toBe(false);
  });

  it('sum themselves up for screen readers', () => {
    expect(collectionsSummary(months)).toBe(
      'Contributions by month, Jan 2026 to Feb 2026: KES 3,000.00 expected, KES 2,500.50 paid (83.4% collected)',
    );
    expect(savingsSummary(months)).toBe('Savings by month, Jan 2026 to Feb 2026: KES 500.00 in total');
    expect(savingsSummary([{ month: '2026-03', expected: 0, paid: 0, savings: 5 }])).toBe(
      'Savings by month in Mar 2026: KES 5.00 in total',
    );
  });
});
