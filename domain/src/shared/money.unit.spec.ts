import { describe, expect, it } from 'vitest';
import { formatMoney, moneySchema, toCents } from './money';

const positive = moneySchema({
  required: 'Amount is required',
  positive: 'Amount must be a positive number',
});
const messageOf = (value: unknown) => positive.safeParse(value).error?.issues[0]?.message;

describe('money', () => {
  it('turns wire amounts into exact cents', () => {
    expect(toCents(1500)).toBe(150000);
    expect(toCents('1500.5')).toBe(150050);
    expect(toCents(' 0.05 ')).toBe(5);
    expect(toCents(-5)).toBe(-500);
  });

  it('refuses more than two decimals, float noise, infinities and text', () => {
    expect(toCents(1.005)).toBeNull();
    expect(toCents(0.1 + 0.2)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(toCents('abc')).toBeNull();
  });

  it('answers the specification messages for missing, zero, negative and non-numeric amounts', () => {
    expect(messageOf(undefined)).toBe('Amount is required');
    expect(messageOf('')).toBe('Amount is required');
    expect(messageOf(0)).toBe('Amount must be a positive number');
    expect(messageOf(-5)).toBe('Amount must be a positive number');
    expect(messageOf('abc')).toBe('Amount must be a positive number');
    expect(messageOf(JSON.parse('1e309'))).toBe('Amount must be a positive number');
    expect(messageOf(10.123)).toBe('Amounts have at most two decimals');
    expect(positive.parse('250.75')).toBe(25075);
  });

  it('formats KES with the code first and two decimals', () => {
    expect(formatMoney(150000)).toBe('KES 1,500.00');
    expect(formatMoney(5)).toBe('KES 0.05');
  });
});
