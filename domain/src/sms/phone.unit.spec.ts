import { describe, expect, it } from 'vitest';
import { distinctPhones, normaliseKenyanPhone } from './phone';

describe('Kenyan phone numbers', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['00254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    [' 0712-345-678 ', '+254712345678'],
    ['+254 1 1234-5678', '+254112345678'],
  ])('normalises %s to %s', (text, phone) => {
    expect(normaliseKenyanPhone(text)).toBe(phone);
  });

  it.each([
    '',
    'hello',
    '071234567', // nine digits after the 0
    '07123456789', // eleven digits
    '0812345678', // not a mobile prefix
    '+255712345678', // Tanzania
    '+254 712 345 67a',
    '+2547123456789',
    '(0712) 345678',
    '0712_345_678',
  ])('refuses %j', (text) => {
    expect(normaliseKenyanPhone(text)).toBeNull();
  });

  it('keeps each number once and counts what is no phone number', () => {
    expect(distinctPhones(['0712345678', '+254712345678', '712 345 678', 'n/a', null, '0722000000'])).toEqual(
      {
        phones: ['+254712345678', '+254722000000'],
        skipped: 2,
      },
    );
  });
});
