import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINIMUM_ANNUAL_PREMIUM_PENCE } from './annualPremium.ts';
import type { PolicyChange } from './change.ts';
import type { RatedDriver, RatedPolicy, RatedVehicle } from './policy.ts';
import { rateChange } from './rateChange.ts';
import type { RatingQuote, RatingResult } from './ratingResult.ts';

/** Policies for any term in 2024–2026 and an effective date within it. */
const isoDate = (min: string, max: string) =>
  fc
    .date({ min: new Date(`${min}T12:00:00Z`), max: new Date(`${max}T12:00:00Z`), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

const vehicle: fc.Arbitrary<RatedVehicle> = fc.record({
  registration: fc.stringMatching(/^[A-Z]{2}[0-9]{2}[A-Z]{3}$/),
  fuel: fc.constant('PETROL'),
  transmission: fc.constant('MANUAL'),
  make: fc.constant('Make'),
  model: fc.constant('Model'),
  group: fc.integer({ min: 1, max: 50 }),
  valuePence: fc.integer({ min: 50_000, max: 7_500_000 }),
  year: fc.integer({ min: 1990, max: 2025 }),
});

const driver: fc.Arbitrary<RatedDriver> = fc.record({
  fullName: fc.constant('A Driver'),
  dateOfBirth: isoDate('1940-01-01', '2000-01-01'),
  licenceYears: fc.integer({ min: 0, max: 40 }),
  claims: fc.array(fc.record({ date: isoDate('2019-01-01', '2024-01-01') }), { maxLength: 1 }),
  convictions: fc.array(fc.record({ date: isoDate('2019-01-01', '2024-01-01'), code: fc.constant('SP30') }), {
    maxLength: 2,
  }),
});

const payment: fc.Arbitrary<RatedPolicy['payment']> = fc.oneof(
  fc.constant({ type: 'LUMP_SUM_CC' as const }),
  fc.constant({ type: 'LUMP_SUM_DD' as const }),
  fc
    .integer({ min: 1, max: 12 })
    .map((remainingInstalments) => ({ type: 'MONTHLY_DD' as const, remainingInstalments })),
);

const postcode = fc.constantFrom('E1 6AN', 'LS1 4AP', 'IV2 3AA', 'TR1 1AA', 'ZE1 0AA', 'sw1a 1aa');

const policyWithDate = fc
  .record({
    coverStartDate: isoDate('2024-01-01', '2025-12-31'),
    length: fc.integer({ min: 0, max: 365 }),
    offset: fc.double({ min: 0, max: 1, noNaN: true }),
    annualPremiumPence: fc.oneof(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 150_000, max: 1_000_000 }),
    ),
    payment,
    vehicle,
    drivers: fc.array(driver, { minLength: 1, maxLength: 3 }),
    postcode,
    annualMileage: fc.integer({ min: 0, max: 40_000 }),
    voluntaryExcessPence: fc.integer({ min: 0, max: 100_000 }),
    rescue: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
  })
  .map(({ coverStartDate, length, offset, vehicle: car, drivers, rescue, ...rest }) => {
    const start = new Date(`${coverStartDate}T12:00:00Z`);
    const end = new Date(start.getTime() + length * 86_400_000).toISOString().slice(0, 10);
    const effective = new Date(start.getTime() + Math.floor(offset * length) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const policy: RatedPolicy = {
      ...rest,
      product: 'MOTOR',
      brand: 'DIRECTLINE',
      policyholderName: 'A Driver',
      coverStartDate,
      coverEndDate: end,
      vehicles: [car],
      drivers,
      linkedBreakdown: rescue === null ? null : { annualPremiumPence: rescue },
    };
    return { policy, effectiveDate: effective };
  });

const change = (policy: RatedPolicy, effectiveDate: string): fc.Arbitrary<PolicyChange> =>
  fc.oneof(
    vehicle.map((v) => ({
      kind: 'replaceVehicle' as const,
      replacesRegistration: policy.vehicles[0]?.registration ?? '',
      vehicle: v,
    })),
    driver.map((d) => ({ kind: 'addDriver' as const, driver: d })),
    postcode.map((p) => ({
      kind: 'motorAddress' as const,
      postcode: p,
      line1: '1 High Street',
      town: 'Leeds',
    })),
    fc
      .integer({ min: 0, max: 40_000 })
      .map((annualMileage) => ({ kind: 'annualMileage' as const, annualMileage })),
    vehicle.map((v) => ({
      kind: 'temporaryVehicle' as const,
      vehicle: v,
      startDate: effectiveDate,
      endDate: policy.coverEndDate,
    })),
  );

const fees = fc.record({ adminFeePence: fc.integer({ min: 0, max: 5_000 }), priceIncludesIpt: fc.boolean() });

const scenario = policyWithDate.chain(({ policy, effectiveDate }) =>
  fc.record({
    policy: fc.constant(policy),
    effectiveDate: fc.constant(effectiveDate),
    change: change(policy, effectiveDate),
    fees,
  }),
);

function pencesOf(result: RatingQuote): number[] {
  return [
    result.newAnnualPremiumPence,
    result.newLinkedRescueAnnualPremiumPence ?? 0,
    result.totalPremiumChange,
    result.carPolicyPremiumChange,
    result.linkedRescuePremiumChange,
    result.adminFee,
    result.iptPence,
    result.amountToDebit,
    ...(result.instalmentChangePence ?? []),
    ...result.policyExcesses.flatMap((excess) => [excess.voluntary, excess.compulsory, excess.total]),
  ];
}

const quoteOrNull = (result: RatingResult) => (result.kind === 'quote' ? result : null);

describe('rateChange properties', () => {
  it('answers in whole pence, with instalments adding up to the change plus fee', () => {
    fc.assert(
      fc.property(scenario, ({ policy, effectiveDate, change, fees: brandFees }) => {
        const quote = quoteOrNull(rateChange(policy, change, { effectiveDate, brandFees }));
        fc.pre(quote !== null);
        if (!quote) return;
        for (const pence of pencesOf(quote)) expect(Number.isSafeInteger(pence)).toBe(true);
        expect(quote.totalPremiumChange).toBe(quote.carPolicyPremiumChange + quote.linkedRescuePremiumChange);
        if (quote.instalmentChangePence) {
          const sum = quote.instalmentChangePence.reduce((a, b) => a + b, 0);
          expect(sum).toBe(quote.totalPremiumChange + quote.adminFee);
        }
      }),
    );
  });

  it('never charges more for the rest of the term than the full-year difference', () => {
    fc.assert(
      fc.property(scenario, ({ policy, effectiveDate, change, fees: brandFees }) => {
        fc.pre(change.kind !== 'temporaryVehicle');
        const quote = quoteOrNull(rateChange(policy, change, { effectiveDate, brandFees }));
        fc.pre(quote !== null);
        if (!quote) return;
        const fullYear = quote.newAnnualPremiumPence - policy.annualPremiumPence;
        expect(Math.abs(quote.carPolicyPremiumChange)).toBeLessThanOrEqual(Math.abs(fullYear));
        expect(Math.sign(quote.carPolicyPremiumChange) * Math.sign(fullYear)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('swapping the car back restores the premium and refunds exactly what the swap cost', () => {
    fc.assert(
      fc.property(policyWithDate, vehicle, fees, ({ policy, effectiveDate }, replacement, brandFees) => {
        const original = policy.vehicles[0];
        if (!original) return;
        const incoming = { ...replacement, registration: `${original.registration}X` };
        const options = { effectiveDate, brandFees };
        // A policy already outside appetite would (rightly) be referred on the way back.
        const asItStands = {
          kind: 'newRegistration' as const,
          registration: original.registration,
          newRegistration: 'SAME1',
        };
        fc.pre(rateChange(policy, asItStands, options).kind === 'quote');
        const there = quoteOrNull(
          rateChange(
            policy,
            { kind: 'replaceVehicle', replacesRegistration: original.registration, vehicle: incoming },
            options,
          ),
        );
        fc.pre(there !== null);
        if (!there) return;
        // The floor on the premium is the one thing that may stop a swap being undone exactly.
        fc.pre(policy.annualPremiumPence >= MINIMUM_ANNUAL_PREMIUM_PENCE);
        fc.pre(there.newAnnualPremiumPence > MINIMUM_ANNUAL_PREMIUM_PENCE);
        fc.pre(there.newLinkedRescueAnnualPremiumPence !== 0);
        const swapped: RatedPolicy = {
          ...policy,
          annualPremiumPence: there.newAnnualPremiumPence,
          vehicles: [incoming],
          linkedBreakdown:
            there.newLinkedRescueAnnualPremiumPence === null
              ? null
              : { annualPremiumPence: there.newLinkedRescueAnnualPremiumPence },
        };
        const back = quoteOrNull(
          rateChange(
            swapped,
            { kind: 'replaceVehicle', replacesRegistration: incoming.registration, vehicle: original },
            options,
          ),
        );
        expect(back).not.toBeNull();
        expect(back?.newAnnualPremiumPence).toBe(policy.annualPremiumPence);
        expect(back?.newLinkedRescueAnnualPremiumPence).toBe(
          policy.linkedBreakdown?.annualPremiumPence ?? null,
        );
        expect(back?.totalPremiumChange).toBe(0 - there.totalPremiumChange);
      }),
    );
  });

  it('gives NO_CHANGE when the car is swapped for one that rates the same', () => {
    fc.assert(
      fc.property(policyWithDate, fees, ({ policy, effectiveDate }, brandFees) => {
        const original = policy.vehicles[0];
        if (!original) return;
        const twin = { ...original, registration: 'TW1N', make: 'Other', model: 'Twin' };
        const quote = quoteOrNull(
          rateChange(
            policy,
            { kind: 'replaceVehicle', replacesRegistration: original.registration, vehicle: twin },
            {
              effectiveDate,
              brandFees,
            },
          ),
        );
        fc.pre(quote !== null);
        expect(quote).toMatchObject({
          premiumDeviationFlag: 'NO_CHANGE',
          totalPremiumChange: 0,
          adminFee: 0,
          amountToDebit: 0,
        });
      }),
    );
  });
});
