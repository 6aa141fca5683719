import { describe, expect, it } from 'vitest';
import { ageGroupOf, ageOn, isIsoDate, nextMonth } from './dates';

describe('dates', () => {
  it('accepts only dates that exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('24-01-01')).toBe(false);
  });

  it('reduces the age by one before the birthday', () => {
    expect(ageOn('2015-06-15', '2026-06-14')).toBe(10);
    expect(ageOn('2015-06-15', '2026-06-15')).toBe(11);
    expect(ageOn('2015-06-15', '2026-12-01')).toBe(11);
  });

  it('places ages in the specification groups', () => {
    expect([0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 18, 19, 40].map(ageGroupOf)).toEqual([
      '0-2',
      '0-2',
      '3-5',
      '3-5',
      '6-8',
      '6-8',
      '9-11',
      '9-11',
      '12-14',
      '12-14',
      '15-18',
      '15-18',
      '19+',
      '19+',
    ]);
  });

  it('steps months across the year end', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});
