import { describe, expect, it } from 'vitest';
import { exampleFocus, examplePolicy, feeBrand } from '../../test/examplePolicy.ts';
import { rateChange } from './rateChange.ts';
import type { RatingQuote, RatingResult } from './ratingResult.ts';

/*
 * The example policy runs 2025-01-01 to 2025-12-31, so it renews on 2026-01-01 for a term
 * ending 2026-12-31. Alex is 39 at the start and 40 at renewal (both in the 30–49 band).
 */
const renewal = { kind: 'renewal', renewalDate: '2026-01-01', termEndDate: '2026-12-31' } as const;
const options = { effectiveDate: renewal.renewalDate, brandFees: feeBrand };

function quoteOf(result: RatingResult): RatingQuote {
  if (result.kind !== 'quote') throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result;
}

describe('rateRenewal (through rateChange)', () => {
  it('owes the whole next-term premium, never a pro-rata share, with the fee on a card payer', () => {
    // Same bands on both dates: the renewal premium is today's £600.00.
    const quote = quoteOf(rateChange(examplePolicy, renewal, options));
    expect(quote).toMatchObject({
      newAnnualPremiumPence: 60_000,
      totalPremiumChange: 60_000,
      carPolicyPremiumChange: 60_000,
      premiumDeviationFlag: 'INCREASE',
      adminFee: 2_500,
      amountToDebit: 62_500,
      iptPence: 6_429,
      paymentType: 'LUMP_SUM_CC',
    });
  });

  it('measures vehicle age on the renewal date: a car turning 8 costs less next term', () => {
    // 2018 car: 7 years old at the start (1000), 8 at renewal (950).
    // Before 45000 × 1.1 × 0.95 × 1.15 = 54079; after × 0.95 = 51375; 60000 − 2704 = 57296.
    const policy = { ...examplePolicy, vehicles: [{ ...exampleFocus, year: 2018 }] };
    const quote = quoteOf(rateChange(policy, renewal, options));
    expect(quote.totalPremiumChange).toBe(57_296);
    expect(quote.amountToDebit).toBe(57_296 + 2_500);
  });

  it('measures driver age on the renewal date: a driver who turns 21 leaves the youngest band', () => {
    const young = { ...examplePolicy.drivers[0]!, dateOfBirth: '2005-01-01', licenceYears: 3 };
    const quote = quoteOf(rateChange({ ...examplePolicy, drivers: [young] }, renewal, options));
    // 20 at the start (2200), 21 at renewal (1600): the premium falls.
    expect(quote.totalPremiumChange).toBeLessThan(60_000);
  });

  it('spreads a monthly payer’s renewal over twelve new instalments', () => {
    const policy = { ...examplePolicy, payment: { type: 'MONTHLY_DD' as const, remainingInstalments: 2 } };
    const quote = quoteOf(rateChange(policy, renewal, options));
    expect(quote.amountToDebit).toBe(0);
    expect(quote.instalmentChangePence).toHaveLength(12);
    expect(quote.instalmentChangePence?.reduce((a, b) => a + b, 0)).toBe(62_500);
  });

  it('adds the linked breakdown cover’s renewal to the total', () => {
    const policy = { ...examplePolicy, linkedBreakdown: { annualPremiumPence: 9_000 } };
    const quote = quoteOf(rateChange(policy, renewal, options));
    expect(quote.linkedRescuePremiumChange).toBe(9_000);
    expect(quote.totalPremiumChange).toBe(69_000);
  });

  it('refuses a renewal that does not start the day after cover ends', () => {
    const late = { ...renewal, renewalDate: '2026-01-02' };
    expect(rateChange(examplePolicy, late, options)).toMatchObject({
      kind: 'invalid',
      errorCode: 'RENEWAL_NOT_NEXT_TERM',
    });
  });

  it('prices breakdown cover from the rescue tariff per vehicle, with no excess and no car floor', () => {
    // The breakdown brand's motor policy: £90.00 a year for a 2016 car, 9 years old at the start
    // (1000‰) and 10 at renewal (1150‰): 9000 + (10350 − 9000) = 10350. Its drivers, area and
    // mileage do not move it, and a £100 car-insurance floor does not hold it up.
    const breakdown = {
      ...examplePolicy,
      brand: 'GREENFLAG' as const,
      annualPremiumPence: 9_000,
      vehicles: [{ ...exampleFocus, year: 2016 }],
    };
    const quote = quoteOf(
      rateChange(breakdown, renewal, { ...options, brandFees: { adminFeePence: 0, priceIncludesIpt: true } }),
    );
    expect(quote).toMatchObject({ totalPremiumChange: 10_350, amountToDebit: 10_350, policyExcesses: [] });
    const youngDriver = { ...examplePolicy.drivers[0]!, dateOfBirth: '2005-01-01', licenceYears: 0 };
    const same = quoteOf(
      rateChange({ ...breakdown, drivers: [youngDriver], postcode: 'E1 6AN' }, renewal, {
        ...options,
        brandFees: { adminFeePence: 0, priceIncludesIpt: true },
      }),
    );
    expect(same.totalPremiumChange).toBe(10_350);
  });
});
