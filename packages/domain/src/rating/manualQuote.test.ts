import { describe, expect, it } from 'vitest';
import { examplePolicy } from '../../test/examplePolicy.ts';
import { manualQuote } from './manualQuote.ts';

describe('a referred change priced by hand', () => {
  const fees = { adminFeePence: 2500, priceIncludesIpt: false };

  it('takes an increase plus the fee by card on a card-paid policy, with the tax inside the change', () => {
    const policy = { ...examplePolicy, payment: { type: 'LUMP_SUM_CC' as const } };
    const quote = manualQuote(
      policy,
      { totalPremiumChangePence: 11_200, newAnnualPremiumPence: 80_000 },
      fees,
    );
    expect(quote).toMatchObject({
      totalPremiumChange: 11_200,
      newAnnualPremiumPence: 80_000,
      premiumDeviationFlag: 'INCREASE',
      adminFee: 2500,
      iptPence: 1200,
      amountToDebit: 13_700,
    });
  });

  it('debits nothing on a reduction', () => {
    const policy = { ...examplePolicy, payment: { type: 'LUMP_SUM_CC' as const } };
    const quote = manualQuote(
      policy,
      { totalPremiumChangePence: -5000, newAnnualPremiumPence: 60_000 },
      fees,
    );
    expect(quote).toMatchObject({ premiumDeviationFlag: 'DECREASE', adminFee: 0, amountToDebit: 0 });
  });
});
