import { addDaysIso, addYearsIso } from '@portal/domain/dates';
import { applyChange } from '@portal/domain/rating/applyChange';
import type { PolicyChange } from '@portal/domain/rating/change';
import type { RatedPolicy } from '@portal/domain/rating/policy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, policies } from '../db/schema/policies.ts';
import type { quotes } from '../db/schema/quotes.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '../test/testApp.ts';
import { applyQuoteToPolicy } from './applyQuote.ts';
import { loadPolicyForRating } from './policyForRating.ts';

type Quote = typeof quotes.$inferSelect;

const kia = {
  registration: 'BD73XKP',
  make: 'KIA',
  model: 'PICANTO',
  year: 2019,
  fuel: 'PETROL',
  transmission: 'MANUAL',
  group: 7,
  valuePence: 650_000,
};

/** One priced change of every kind, with the policy it applies to (each quote journey makes one). */
const CASES: { policyNumber: string; change: (policy: RatedPolicy) => PolicyChange }[] = [
  {
    policyNumber: '10000001',
    change: (policy) => ({
      kind: 'replaceVehicle',
      replacesRegistration: policy.vehicles[0]!.registration,
      vehicle: kia,
    }),
  },
  {
    policyNumber: '10000002',
    change: (policy) => ({
      kind: 'newRegistration',
      registration: policy.vehicles[0]!.registration,
      newRegistration: 'NEW123',
    }),
  },
  {
    policyNumber: '20000001',
    change: () => ({
      kind: 'addDriver',
      driver: {
        fullName: 'Sam Clarke',
        dateOfBirth: '1990-05-01',
        licenceYears: 7,
        claims: [{ date: '2024-02-03' }],
        convictions: [{ date: '2023-01-09', code: 'SP30' }],
      },
    }),
  },
  {
    policyNumber: '30000001',
    change: () => ({
      kind: 'temporaryVehicle',
      vehicle: kia,
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    }),
  },
  {
    policyNumber: '20000002',
    change: () => ({ kind: 'motorAddress', postcode: 'LS1 4AP', line1: '1 Park Row', town: 'Leeds' }),
  },
  {
    policyNumber: '50000001',
    change: () => ({
      kind: 'homeAddress',
      postcode: 'M1 1AE',
      line1: '2 Piccadilly',
      town: 'Manchester',
      uprn: '77001',
    }),
  },
  { policyNumber: '50000002', change: () => ({ kind: 'annualMileage', annualMileage: 12_345 }) },
  {
    policyNumber: '10000005',
    change: (policy) => {
      const renewalDate = addDaysIso(policy.coverEndDate, 1);
      return { kind: 'renewal', renewalDate, termEndDate: addDaysIso(addYearsIso(renewalDate, 1), -1) };
    },
  },
];

describe.each(testDatabaseKinds)('an accepted quote leaves the policy exactly as priced (%s)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test?.close());

  it.each(CASES)('$policyNumber: the stored policy is the one the rating engine priced', async (testCase) => {
    const db = test.database.db;
    const [row] = await db.select().from(policies).where(eq(policies.policyNumber, testCase.policyNumber));
    const before = (await loadPolicyForRating(db, row!.id))!.rated;
    const change = testCase.change(before);
    const priced = applyChange(before, change);
    if (priced.kind !== 'applied') throw new Error(`not applicable: ${JSON.stringify(priced)}`);
    const newAnnualPremium = before.annualPremiumPence + 1_234;
    const quote = {
      uuid: `apply-${testCase.policyNumber}`,
      policyId: row!.id,
      form: 'test',
      pricedChange: change,
      amendedDto: {},
      quoteDto: { newAnnualPremium },
    } as unknown as Quote;

    const { version, documents } = await db.transaction((tx) => applyQuoteToPolicy(tx, quote, new Date()));
    // The version's documents' facts are taken with it, whatever the product.
    expect(documents?.kinds).toContain('schedule');

    const after = (await loadPolicyForRating(db, row!.id))!.rated;
    const { annualPremiumPence: _priced, ...expected } = priced.after;
    const { annualPremiumPence, ...stored } = after;
    expect(stored).toEqual(expected);
    // A temporary car is charged once; every other change sets the new full-year premium.
    expect(annualPremiumPence).toBe(
      change.kind === 'temporaryVehicle' ? before.annualPremiumPence : newAnnualPremium,
    );
    expect(version).toBe(row!.version + 1);
    if (change.kind === 'homeAddress' || change.kind === 'motorAddress') {
      const [current] = await db
        .select()
        .from(addresses)
        .where(eq(addresses.policyId, row!.id))
        .then((rows) => rows.filter((address) => address.current));
      expect(current).toMatchObject({ line1: change.line1, town: change.town, postcode: change.postcode });
      if (change.kind === 'homeAddress') expect(current?.uprn).toBe('77001');
    }
  });
});
