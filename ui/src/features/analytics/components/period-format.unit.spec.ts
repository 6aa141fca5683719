import { describe, expect, it } from 'vitest';
import { monthLabel, periodFromParam, periodLabel, periodRange, periodText } from './period-format';

describe('the period selector', () => {
  const now = new Date(2026, 2, 15); // 15 March 2026, local time

  it('turns each choice into its first and last month', () => {
    expect(periodRange('this-month', now)).toEqual({ from: '2026-03', to: '2026-03' });
    expect(periodRange('last-3-months', now)).toEqual({ from: '2026-01', to: '2026-03' });
    expect(periodRange('last-12-months', now)).toEqual({ from: '2025-04', to: '2026-03' });
    expect(periodRange('this-year', now)).toEqual({ from: '2026-01', to: '2026-03' });
  });

  it('leaves both bounds to the server for all time', () => {
    expect(periodRange('all', now)).toEqual({ from: null, to: null });
  });

  it('crosses the year boundary', () => {
    expect(periodRange('last-3-months', new Date(2026, 0, 31))).toEqual({ from: '2025-11', to: '2026-01' });
  });

  it('reads ?period=, falling back to all time', () => {
    expect(periodFromParam('last-3-months')).toBe('last-3-months');
    expect(periodFromParam(null)).toBe('all');
    expect(periodFromParam('last-century')).toBe('all');
  });

  it('names the choices', () => {
    expect(periodLabel('this-year')).toBe('This year');
  });
});

describe('months as shown', () => {
  it('reads YYYY-MM as a short month and year', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('garbage')).toBe('garbage');
  });

  it('describes the period the server answered for', () => {
    expect(periodText({ from: '2026-01', to: '2026-03' })).toBe('Jan 2026 – Mar 2026');
    expect(periodText({ from: '2026-03', to: '2026-03' })).toBe('Mar 2026');
    expect(periodText({ from: null, to: '2026-03' })).toBe('Up to Mar 2026');
  });
});
