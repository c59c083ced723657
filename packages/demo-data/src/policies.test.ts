import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { describe, expect, it } from 'vitest';
import { DEMO_POLICIES } from './policies.ts';
import { DEMO_REGISTRATIONS } from './vehicles.ts';

/** The demo hub and README promise these; a policy removed or mistyped would break a walkthrough. */
describe('demo policy store', () => {
  it('has a policy for every deployment brand', () => {
    for (const brand of DEPLOYMENT_BRANDS)
      expect(DEMO_POLICIES.some((policy) => policy.brand === brand)).toBe(true);
  });

  it('covers motor, home, travel, van and landlord, every triage status and every payment type', () => {
    const seen = (pick: (policy: (typeof DEMO_POLICIES)[number]) => unknown) =>
      new Set(DEMO_POLICIES.map(pick));
    expect(seen((policy) => policy.product)).toEqual(new Set(['MOTOR', 'HOME', 'TRAVEL', 'VAN', 'LANDLORD']));
    expect(seen((policy) => policy.triageStatus)).toEqual(new Set([0, 1, 2, 3]));
    expect(seen((policy) => policy.paymentType)).toEqual(
      new Set(['LUMP_SUM_CC', 'MONTHLY_DD', 'LUMP_SUM_DD']),
    );
    expect(seen((policy) => policy.linkedBreakdown)).toEqual(new Set([true, false]));
  });

  it('uses unique policy numbers and prepopulation tokens', () => {
    const numbers = DEMO_POLICIES.map((policy) => policy.policyNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const tokens = DEMO_POLICIES.flatMap((policy) => (policy.prepopToken ? [policy.prepopToken] : []));
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('insures only vehicles the embedded DVLA dataset knows, each on one policy', () => {
    const known = new Set<string>(DEMO_REGISTRATIONS.map((vehicle) => vehicle.registration));
    const registrations = DEMO_POLICIES.flatMap((policy) =>
      policy.registration ? [policy.registration] : [],
    );
    for (const registration of registrations) expect(known.has(registration)).toBe(true);
    expect(new Set(registrations).size).toBe(registrations.length);
  });
});
