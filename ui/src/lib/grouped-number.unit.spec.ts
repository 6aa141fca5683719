import { describe, expect, it } from 'vitest';
import { formatGrouped } from './grouped-number';

/** A generator of the same values on every run (a test that changes its inputs cannot be rerun). */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const random = seeded(20261129);
const VALUES: number[] = [
  0,
  -0,
  1,
  -1,
  999,
  1000,
  -1000,
  999_999.995,
  1.0005,
  9.995,
  0.125,
  -0.125,
  -0.0001,
  -0.0005,
  0.0005,
  0.1 + 0.2,
  12_345_678.99,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2.5e-7,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  123.4565,
  1.5,
  2.5,
  -2.5,
  // counts, amounts in cents over 100, averages, small and large
  ...Array.from({ length: 400 }, () => Math.floor(random() * 10 ** Math.floor(random() * 16))),
  ...Array.from({ length: 400 }, () => Math.round(random() * 10 ** Math.floor(random() * 12)) / 100),
  ...Array.from({ length: 400 }, () => (random() - 0.5) * 10 ** Math.floor(random() * 10)),
  ...Array.from({ length: 200 }, () => Math.floor(random() * 100_000) / 10_000 + 0.00005),
];

describe('numbers grouped as en-KE and sw-KE write them', () => {
  for (const locale of ['en-KE', 'sw-KE']) {
    it(`writes every value as toLocaleString does in ${locale}, with its default decimals`, () => {
      for (const value of VALUES)
        expect(formatGrouped(value, locale), String(value)).toBe(value.toLocaleString(locale));
    });

    it(`writes every value as toLocaleString does in ${locale}, with exactly two decimals`, () => {
      const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
      for (const value of VALUES)
        expect(formatGrouped(value, locale, 2, 2), String(value)).toBe(value.toLocaleString(locale, options));
    });
  }

  it('groups thousands with commas and rounds half away from zero', () => {
    expect(formatGrouped(1_234_567.8, 'en-KE', 2, 2)).toBe('1,234,567.80');
    expect(formatGrouped(9.995, 'sw-KE', 2, 2)).toBe('10.00');
    expect(formatGrouped(-2.5, 'en-KE', 0, 0)).toBe('-3');
    expect(formatGrouped(-0.0001, 'en-KE')).toBe('-0');
  });

  it('leaves other locales to Intl', () => {
    expect(formatGrouped(1234.5, 'de-DE')).toBe((1234.5).toLocaleString('de-DE'));
  });
});
