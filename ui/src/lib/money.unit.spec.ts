import { describe, expect, it } from 'vitest';
import { centsToWire, collectionRate, formatRate, formatWireMoney, sumCents, wireToCents } from './money';

describe('wire amounts', () => {
  it('formats KES numbers with the currency code and two decimals', () => {
    expect(formatWireMoney(1500.5)).toBe('KES 1,500.50');
    expect(formatWireMoney(0)).toBe('KES 0.00');
    expect(formatWireMoney('1234567.8')).toBe('KES 1,234,567.80');
  });

  it('formats a missing or malformed amount as zero rather than NaN', () => {
    expect(formatWireMoney(null)).toBe('KES 0.00');
    expect(formatWireMoney(undefined)).toBe('KES 0.00');
    expect(formatWireMoney('abc')).toBe('KES 0.00');
  });

  it('sums in cents, so ten 0.1s make exactly 1', () => {
    expect(sumCents(Array.from({ length: 10 }, () => 0.1))).toBe(100);
    expect(centsToWire(sumCents([0.1, 0.2]))).toBe(0.3);
    expect(wireToCents(19.99)).toBe(1999);
  });
});

describe('collection rate', () => {
  it('is paid over expected in percent, to one decimal', () => {
    expect(collectionRate(40000, 100000)).toBe(40);
    expect(collectionRate(1, 3)).toBe(33.3);
    expect(collectionRate(2, 3)).toBe(66.7);
  });

  it('is 0 when nothing is expected', () => {
    expect(collectionRate(0, 0)).toBe(0);
  });

  it('always shows one decimal', () => {
    expect(formatRate(40)).toBe('40.0%');
    expect(formatRate(66.66)).toBe('66.7%');
    expect(formatRate(undefined)).toBe('0.0%');
  });
});
