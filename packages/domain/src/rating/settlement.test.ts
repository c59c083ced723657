import { describe, expect, it } from 'vitest';
import { divideRounded } from './rounding.ts';
import { iptWithin, settle, spreadOverInstalments } from './settlement.ts';

describe('rounding', () => {
  it('rounds halves away from zero so a reduction mirrors the increase', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-7n, 3n)).toBe(-2n);
  });
});

describe('settle', () => {
  const fees = { adminFeePence: 2_500, priceIncludesIpt: false };

  it('takes the tax part of a change at 12% inside the price', () => {
    // 11200 includes 1200 of IPT: 11200 × 12/112.
    expect(iptWithin(11_200)).toBe(1_200);
    expect(iptWithin(-11_200)).toBe(-1_200);
  });

  it('charges no admin fee on a reduction', () => {
    expect(settle(-500, { type: 'LUMP_SUM_CC' }, fees)).toMatchObject({ adminFee: 0, amountToDebit: 0 });
  });

  it('spreads a reduction over monthly instalments, remainder on the first', () => {
    // −1000 / 3 = −333 each (−999), remainder −1 on the first.
    expect(
      settle(-1_000, { type: 'MONTHLY_DD', remainingInstalments: 3 }, fees).instalmentChangePence,
    ).toEqual([-334, -333, -333]);
  });

  it('spreads to instalments that add up exactly', () => {
    for (const [total, count] of [
      [8_584, 3],
      [-7, 4],
      [1, 12],
      [0, 5],
    ] as const) {
      const instalments = spreadOverInstalments(total, count);
      expect(instalments).toHaveLength(count);
      expect(instalments.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});
