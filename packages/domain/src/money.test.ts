import { describe, expect, it } from 'vitest';
import { formatPence, groupDigits } from './money.ts';

// The browser's own en-GB formatting is the oracle: money reads as it always did.
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const WHOLE = new Intl.NumberFormat('en-GB');

describe('formatPence', () => {
  it('writes pounds and pence as en-GB does, sign first', () => {
    expect(formatPence(1234)).toBe('£12.34');
    expect(formatPence(-1234)).toBe('-£12.34');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
  });

  it('agrees with Intl for every amount from -£1,000.00 to £1,000.00 and at each power of ten', () => {
    const amounts = [
      ...Array.from({ length: 200_001 }, (_, index) => index - 100_000),
      ...Array.from({ length: 12 }, (_, power) => 10 ** power),
      ...Array.from({ length: 12 }, (_, power) => 10 ** power - 1),
    ];
    for (const pence of amounts.filter((amount) => amount !== 0))
      expect(formatPence(pence), String(pence)).toBe(GBP.format(pence / 100));
  });
});

describe('groupDigits', () => {
  it('groups whole numbers in threes as Intl does, without leading zeros', () => {
    for (const digits of ['0', '7', '007', '999', '1000', '12345', '123456', '1234567', '9999999999'])
      expect(groupDigits(digits), digits).toBe(WHOLE.format(Number(digits)));
  });
});
