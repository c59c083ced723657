import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_EFFECTIVE_DATE,
  exampleDriver,
  exampleFocus,
  examplePolicy,
  feeBrand,
  iptBrand,
} from '../../test/examplePolicy.ts';
import type { RatedPolicy, RatedVehicle } from './policy.ts';
import { rateChange } from './rateChange.ts';
import type { RatingQuote, RatingResult } from './ratingResult.ts';

/*
 * Worked examples. The example policy (examplePolicy.ts) has a technical premium of
 * 54079p; every change below takes effect on 2025-10-20 with 73 of 365 days left,
 * so the pro-rata fraction is exactly 0.2. Factor figures come from factors.ts.
 */
const options = { effectiveDate: EXAMPLE_EFFECTIVE_DATE, brandFees: feeBrand };

function quoteOf(result: RatingResult): RatingQuote {
  if (result.kind !== 'quote') throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result;
}

const bmw: RatedVehicle = {
  fuel: 'PETROL',
  transmission: 'MANUAL',
  registration: 'BM24XYZ',
  make: 'BMW',
  model: '320i',
  group: 30,
  valuePence: 3_000_000,
  year: 2024,
};

describe('rateChange worked examples', () => {
  it('prices a dearer new car on a card-paid policy as an increase collected now with the admin fee', () => {
    // BMW: group 30 → 1250, £30,000 → 1250, 1 year old → 1100; Alex 950; LS 1150.
    // 45000 × 1.25 × 1.25 × 1.1 × 0.95 × 1.15 = 84498.05 → 84498; change 84498 − 54079 = 30419 a year.
    // Pro rata 30419 × 73/365 = 6083.8 → 6084. IPT 6084 × 12/112 = 651.86 → 652. Debit 6084 + 2500 = 8584.
    const quote = quoteOf(
      rateChange(
        examplePolicy,
        { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: bmw },
        options,
      ),
    );
    expect(quote).toMatchObject({
      newAnnualPremiumPence: 90_419,
      carPolicyPremiumChange: 6_084,
      linkedRescuePremiumChange: 0,
      totalPremiumChange: 6_084,
      linkedRescueFlag: false,
      premiumDeviation: true,
      premiumDeviationFlag: 'INCREASE',
      adminFee: 2_500,
      iptPence: 652,
      amountToDebit: 8_584,
      paymentType: 'LUMP_SUM_CC',
      policyExcesses: [{ fullName: 'Alex Morgan', voluntary: 25_000, compulsory: 25_000, total: 50_000 }],
    });
    expect(quote.instalmentChangePence).toBeUndefined();
  });

  it('prices a cheaper car as a reduction with no fee and nothing to debit', () => {
    // Group 5 → 800, £4,000 → 900, 13 years old → 1050.
    // 45000 × 0.8 × 0.9 × 1.05 × 0.95 × 1.15 = 37166.85 → 37167; change 37167 − 54079 = −16912.
    // Pro rata −16912 × 0.2 = −3382.4 → −3382. IPT −3382 × 12/112 = −362.36 → −362.
    const oldBanger: RatedVehicle = {
      ...exampleFocus,
      registration: 'OLD12',
      group: 5,
      valuePence: 400_000,
      year: 2012,
    };
    const quote = quoteOf(
      rateChange(
        examplePolicy,
        { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: oldBanger },
        options,
      ),
    );
    expect(quote).toMatchObject({
      newAnnualPremiumPence: 43_088,
      totalPremiumChange: -3_382,
      premiumDeviationFlag: 'DECREASE',
      premiumDeviation: true,
      adminFee: 0,
      iptPence: -362,
      amountToDebit: 0,
    });
  });

  it('gives no change for a car in the same group, value and age bands', () => {
    // Group 18 (11–20), £15,000 (≤£20k), 5 years old (3–7): every factor as the Focus.
    const sameBands: RatedVehicle = {
      fuel: 'PETROL',
      transmission: 'MANUAL',
      registration: 'NEW20',
      make: 'VW',
      model: 'Golf',
      group: 18,
      valuePence: 1_500_000,
      year: 2020,
    };
    const quote = quoteOf(
      rateChange(
        examplePolicy,
        { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: sameBands },
        options,
      ),
    );
    expect(quote).toMatchObject({
      newAnnualPremiumPence: 60_000,
      totalPremiumChange: 0,
      premiumDeviation: false,
      premiumDeviationFlag: 'NO_CHANGE',
      adminFee: 0,
      iptPence: 0,
      amountToDebit: 0,
    });
  });

  it('never changes the price for a change of registration', () => {
    const quote = quoteOf(
      rateChange(
        examplePolicy,
        { kind: 'newRegistration', registration: 'AB19CDE', newRegistration: 'PLATE1' },
        options,
      ),
    );
    expect(quote).toMatchObject({
      totalPremiumChange: 0,
      premiumDeviationFlag: 'NO_CHANGE',
      amountToDebit: 0,
    });
  });

  it('changes the linked rescue premium when the vehicle age changes, and flags the breakdown', () => {
    // Policy car 3 years old (motor 1000, rescue 1000), rescue £90.00 a year; new car 13 years old (motor 1050, rescue 1150).
    // Car: 45000 × 1.1 × 1.05 × 0.95 × 1.15 = 56782.69 → 56783; change 56783 − 54079 = 2704; × 0.2 = 540.8 → 541.
    // Rescue: 9000 × 1.15 = 10350; change 10350 − 9000 = 1350; × 0.2 = 270. Total 811; IPT 811 × 12/112 = 86.9 → 87.
    const newish: RatedVehicle = { ...exampleFocus, year: 2022 };
    const policy: RatedPolicy = {
      ...examplePolicy,
      vehicles: [newish],
      linkedBreakdown: { annualPremiumPence: 9_000 },
    };
    const older: RatedVehicle = { ...exampleFocus, registration: 'OLD12', year: 2012 };
    const quote = quoteOf(
      rateChange(
        policy,
        { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: older },
        options,
      ),
    );
    expect(quote).toMatchObject({
      carPolicyPremiumChange: 541,
      linkedRescuePremiumChange: 270,
      totalPremiumChange: 811,
      newLinkedRescueAnnualPremiumPence: 10_350,
      linkedRescueFlag: true,
      iptPence: 87,
      amountToDebit: 811 + 2_500,
    });
  });

  it('leaves the linked rescue premium alone for a change that is not a vehicle change', () => {
    const policy: RatedPolicy = { ...examplePolicy, linkedBreakdown: { annualPremiumPence: 9_000 } };
    const quote = quoteOf(
      rateChange(
        policy,
        { kind: 'motorAddress', postcode: 'E1 6AN', line1: '1 Brick Lane', town: 'London' },
        options,
      ),
    );
    // LS 1150 → E 1400: 45000 × 1.1 × 0.95 × 1.4 = 65835; change 65835 − 54079 = 11756; × 0.2 = 2351.2 → 2351.
    expect(quote).toMatchObject({
      carPolicyPremiumChange: 2_351,
      linkedRescuePremiumChange: 0,
      linkedRescueFlag: true,
      newLinkedRescueAnnualPremiumPence: 9_000,
    });
  });

  it('spreads a monthly direct debit change over the remaining instalments, remainder on the first', () => {
    // Same BMW change: 6084 + 2500 admin = 8584 over 3 instalments: 2861 each (8583), remainder 1 on the first.
    const policy: RatedPolicy = {
      ...examplePolicy,
      payment: { type: 'MONTHLY_DD', remainingInstalments: 3 },
    };
    const quote = quoteOf(
      rateChange(policy, { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: bmw }, options),
    );
    expect(quote).toMatchObject({
      totalPremiumChange: 6_084,
      adminFee: 2_500,
      amountToDebit: 0,
      paymentType: 'MONTHLY_DD',
      instalmentChangePence: [2_862, 2_861, 2_861],
    });
  });

  it('collects a lump-sum direct debit increase by direct debit, not by card', () => {
    const policy: RatedPolicy = { ...examplePolicy, payment: { type: 'LUMP_SUM_DD' } };
    const quote = quoteOf(
      rateChange(policy, { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: bmw }, options),
    );
    expect(quote).toMatchObject({
      totalPremiumChange: 6_084,
      adminFee: 2_500,
      amountToDebit: 0,
      paymentType: 'LUMP_SUM_DD',
    });
  });

  it('charges a temporary vehicle by the day for 7 days, leaving the annual premium alone', () => {
    // Group 20 → 1000, £8,000 → 1000, 5 years old → 1000; Alex 950: daily rate 1000 × 0.95 = 950p.
    // 20–26 October inclusive = 7 days: 950 × 7 = 6650. IPT 6650 × 12/112 = 712.5 → 713 (half away from zero).
    const hire: RatedVehicle = {
      fuel: 'PETROL',
      transmission: 'MANUAL',
      registration: 'HIRE1',
      make: 'Kia',
      model: 'Ceed',
      group: 20,
      valuePence: 800_000,
      year: 2020,
    };
    const quote = quoteOf(
      rateChange(
        examplePolicy,
        { kind: 'temporaryVehicle', vehicle: hire, startDate: '2025-10-20', endDate: '2025-10-26' },
        options,
      ),
    );
    expect(quote).toMatchObject({
      newAnnualPremiumPence: 60_000,
      carPolicyPremiumChange: 6_650,
      totalPremiumChange: 6_650,
      iptPence: 713,
      amountToDebit: 9_150,
    });
  });

  it('prices adding a young driver from their age and licence, with a higher compulsory excess', () => {
    // 19 years old → 2200, 1 year's licence → 1250: 2.75 beats Alex's 0.95, so they set the driver factor;
    // one extra driver loads 1050. 45000 × 1.1 × 2.2 × 1.25 × 1.05 × 1.15 = 164370.94 → 164371.
    // Change 164371 − 54079 = 110292; × 0.2 = 22058.4 → 22058. IPT 22058 × 12/112 = 2363.36 → 2363.
    const youngDriver = {
      ...exampleDriver,
      fullName: 'Sam Morgan',
      dateOfBirth: '2006-03-01',
      licenceYears: 1,
    };
    const quote = quoteOf(rateChange(examplePolicy, { kind: 'addDriver', driver: youngDriver }, options));
    expect(quote).toMatchObject({
      newAnnualPremiumPence: 170_292,
      totalPremiumChange: 22_058,
      iptPence: 2_363,
      amountToDebit: 24_558,
      policyExcesses: [
        { fullName: 'Alex Morgan', voluntary: 25_000, compulsory: 25_000, total: 50_000 },
        { fullName: 'Sam Morgan', voluntary: 25_000, compulsory: 50_000, total: 75_000 },
      ],
    });
  });

  it('adds no admin fee for the brand whose price includes IPT', () => {
    // Home policy, OX (950) → E (1400): 30000 × 0.95 = 28500 → 30000 × 1.4 = 42000; 13500 × 0.2 = 2700.
    const home: RatedPolicy = {
      ...examplePolicy,
      product: 'HOME',
      brand: 'GREENFLAG',
      postcode: 'OX1 2JD',
      vehicles: [],
      drivers: [],
    };
    const quote = quoteOf(
      rateChange(
        home,
        { kind: 'homeAddress', postcode: 'E1 6AN', line1: '1 Brick Lane', town: 'London' },
        { ...options, brandFees: iptBrand },
      ),
    );
    expect(quote).toMatchObject({
      totalPremiumChange: 2_700,
      adminFee: 0,
      amountToDebit: 2_700,
      policyExcesses: [{ fullName: 'Alex Morgan', voluntary: 25_000, compulsory: 10_000, total: 35_000 }],
    });
  });

  it('prices lower mileage as a reduction', () => {
    // 8,000 → 4,000 miles: 1000 → 900. 45000 × 1.1 × 0.95 × 1.15 × 0.9 = 48670.88 → 48671; −5408 × 0.2 = −1081.6 → −1082.
    const quote = quoteOf(
      rateChange(examplePolicy, { kind: 'annualMileage', annualMileage: 4_000 }, options),
    );
    expect(quote.totalPremiumChange).toBe(-1_082);
  });
});

describe('rateChange refuses requests that do not fit the policy', () => {
  it('refuses an effective date outside the cover', () => {
    const result = rateChange(
      examplePolicy,
      { kind: 'annualMileage', annualMileage: 4_000 },
      { ...options, effectiveDate: '2026-01-01' },
    );
    expect(result).toMatchObject({ kind: 'invalid', errorCode: 'EFFECTIVE_DATE_OUTSIDE_COVER' });
  });

  it('refuses to replace a vehicle the policy does not insure', () => {
    const result = rateChange(
      examplePolicy,
      { kind: 'replaceVehicle', replacesRegistration: 'NOPE', vehicle: bmw },
      options,
    );
    expect(result).toMatchObject({ kind: 'invalid', errorCode: 'VEHICLE_NOT_ON_POLICY' });
  });

  it('refuses temporary cover running past the end of the policy', () => {
    const result = rateChange(
      examplePolicy,
      { kind: 'temporaryVehicle', vehicle: bmw, startDate: '2025-12-28', endDate: '2026-01-03' },
      options,
    );
    expect(result).toMatchObject({ kind: 'invalid', errorCode: 'TEMPORARY_COVER_OUTSIDE_TERM' });
  });

  it('refuses a home address change on a motor policy', () => {
    const result = rateChange(
      examplePolicy,
      { kind: 'homeAddress', postcode: 'E1 6AN', line1: '1 Brick Lane', town: 'London' },
      options,
    );
    expect(result).toMatchObject({ kind: 'invalid', errorCode: 'CHANGE_NOT_FOR_PRODUCT' });
  });
});
