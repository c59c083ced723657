import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  detectCardType,
  expiryYears,
  formatCardNumber,
  maskCardNumber,
  startYears,
} from './cardType.ts';

const digitString = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));

describe('detectCardType', () => {
  it.each([
    ['5100000000000000', 'mastercard'],
    ['5500000000000000', 'mastercard'],
    ['5600000000000000', 'maestro'],
    ['4000000000000000', 'visa'],
    ['340000000000000', 'amex'],
    ['370000000000000', 'amex'],
    ['350000000000000', 'unknown'],
    ['5000000000000000', 'maestro'],
    ['5700000000000000', 'maestro'],
    ['5800000000000000', 'maestro'],
    ['6390000000000000', 'maestro'],
    ['6380000000000000', 'unknown'],
    ['6700000000000000', 'maestro'],
    ['5900000000000000', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });

  it('reads through spaces and hyphens', () => {
    expect(detectCardType('5 1-00')).toBe('mastercard');
  });

  it('calls any number starting with 4 a visa', () => {
    fc.assert(fc.property(digitString(0, 18), (rest) => detectCardType(`4${rest}`) === 'visa'));
  });
});

describe('formatCardNumber', () => {
  it('groups in fours', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
  });

  it('groups American Express 4-6-rest', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });

  it('keeps every digit, in order, whatever was typed', () => {
    fc.assert(fc.property(digitString(0, 23), (digits) => cardDigits(formatCardNumber(digits)) === digits));
  });

  it('is stable when formatting its own output', () => {
    fc.assert(
      fc.property(digitString(0, 23), (digits) => {
        const once = formatCardNumber(digits);
        return formatCardNumber(once) === once;
      }),
    );
  });
});

describe('maskCardNumber', () => {
  it('shows only the last four', () => {
    expect(maskCardNumber('1111', 'visa')).toBe('**** **** **** 1111');
    expect(maskCardNumber('0005', 'amex')).toBe('**** ****** *0005');
  });

  it('never reveals more than four digits, even when given a whole number', () => {
    fc.assert(
      fc.property(
        digitString(4, 19),
        fc.constantFrom(...(['visa', 'amex', 'maestro'] as const)),
        (n, type) => {
          const masked = maskCardNumber(n, type);
          return cardDigits(masked) === n.slice(-4) && masked.endsWith(n.slice(-4));
        },
      ),
    );
  });
});

describe('year lists', () => {
  it('offers expiry years from this year for ten years', () => {
    expect(expiryYears('2025-06-01T12:00:00Z')).toEqual([
      2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034,
    ]);
  });

  it('offers start years for the last five years', () => {
    expect(startYears('2025-06-01T12:00:00Z')).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  it('takes the year in London whatever offset server time is written with', () => {
    expect(expiryYears('2025-12-31T23:30:00Z')[0]).toBe(2025);
    expect(expiryYears('2025-12-31T23:30:00-02:00')[0]).toBe(2026);
  });
});
