import { describe, expect, it } from 'vitest';
import { centsOrNull, numberOrNull } from './form-numbers';

describe('form number readers', () => {
  it('reads what an input holds as cents, or null', () => {
    expect(centsOrNull(3000)).toBe(300000);
    expect(centsOrNull('1500.25')).toBe(150025);
    expect(centsOrNull('')).toBeNull();
    expect(centsOrNull(null)).toBeNull();
    expect(centsOrNull('abc')).toBeNull();
  });

  it('reads plain numbers', () => {
    expect(numberOrNull(5)).toBe(5);
    expect(numberOrNull('2')).toBe(2);
    expect(numberOrNull(undefined)).toBeNull();
  });
});
