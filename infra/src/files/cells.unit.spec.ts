import { describe, expect, it } from 'vitest';
import { formatNumber, isFormulaLike, neutralise, serialToIsoDate, unneutralise } from './cells';

describe('formatNumber', () => {
  it.each([
    [1500, '1500'],
    [1500.5, '1500.5'],
    [0.1 + 0.2, '0.3'],
    [-5, '-5'],
    [254712345678, '254712345678'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('writes %s as %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe('serialToIsoDate', () => {
  it.each([
    [1, false, '1900-01-01'],
    [59, false, '1900-02-28'],
    // Excel's phantom 29 February 1900 is serial 60; real dates resume at 61.
    [61, false, '1900-03-01'],
    [42067, false, '2015-03-04'],
    [42067.75, false, '2015-03-04'],
    [42067.99999999999, false, '2015-03-05'],
    [0, true, '1904-01-01'],
    [40605, true, '2015-03-04'],
  ])('reads serial %s (1904 system: %s) as %s', (serial, date1904, date) => {
    expect(serialToIsoDate(serial, date1904)).toBe(date);
  });
});

const FORMULAS = [
  '=1+1',
  '=SUM(A1)',
  "+cmd|' /C calc'!A0",
  '+1+cmd',
  '-2+3',
  '-1+1',
  '@SUM(A1)',
  '@x',
  '\tcmd',
  '\r=cmd',
  // digits alone, but a tab or line break after them is no phone number
  '+254\t=1+1',
  '-5\n=1',
];

describe('neutralise', () => {
  it.each(FORMULAS)('prefixes %j with an apostrophe', (text) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(neutralise(text)).toBe(`'${text}`);
  });

  it.each([
    '',
    'Wanjiru',
    '2015-03-04',
    "O'Brien",
    ' =1+1',
    '500',
    '0722000111',
    // phone numbers and plain numbers hold no formula (OWASP): no apostrophe to strip by hand
    '+254710000000',
    '+254 712 345 678',
    '+254-712-345678',
    '-10.50',
    '-5',
    '+3',
  ])('leaves %j as it is', (text) => {
    expect(isFormulaLike(text)).toBe(false);
    expect(neutralise(text)).toBe(text);
  });

  it('is undone by unneutralise for every trigger', () => {
    for (const text of FORMULAS) {
      expect(unneutralise(neutralise(text))).toBe(text);
    }
    expect(unneutralise("'Neill")).toBe("'Neill");
  });

  it('still reads back a phone guarded by an export made before phones were left bare', () => {
    expect(unneutralise("'+254712345678")).toBe('+254712345678');
    expect(unneutralise('+254712345678')).toBe('+254712345678');
  });
});
