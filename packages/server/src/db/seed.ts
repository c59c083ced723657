import { DEMO_POLICIES, type DemoPolicy } from '@portal/demo-data/policies';
import { DEMO_REGISTRATIONS } from '@portal/demo-data/vehicles';
import { addDays, differenceInYears, formatISO, parseISO, subYears } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import { createEmbeddedAddressProvider } from '../lookups/addressProvider.ts';
import type { Db } from './database.ts';
import { addresses, drivers, policies, policyholders, prepopTokens, vehicles } from './schema/policies.ts';

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });

/** Compulsory excess by the driver's age: young drivers carry more of each claim. */
function compulsoryExcessPence(dateOfBirth: string, on: Date): number {
  const age = differenceInYears(on, parseISO(dateOfBirth));
  if (age < 21) return 50_000;
  if (age < 25) return 40_000;
  return 25_000;
}

/** Rough market values and insurance groups for the demo cars (newer and premium cost more). */
function vehicleValue(make: string, year: number): { valuePence: number; insuranceGroup: number } {
  const premium = ['BMW', 'AUDI', 'TESLA', 'MERCEDES-BENZ'].includes(make);
  const age = Math.max(0, 2026 - year);
  const base = premium ? 3_500_000 : 1_800_000;
  return { valuePence: Math.max(300_000, base - age * 150_000), insuranceGroup: premium ? 30 : 14 };
}

async function seedPolicy(
  db: Db,
  demo: DemoPolicy,
  today: Date,
  address: { line: string; uprn: string | null },
): Promise<void> {
  const renewal = addDays(today, demo.renewalInDays);
  const coverStart = subYears(renewal, 1);
  // One customer may hold several policies: the same person (by email) is one policyholder.
  const [known] = await db
    .select({ id: policyholders.id })
    .from(policyholders)
    .where(eq(policyholders.email, demo.holder.email));
  const [holderRow] = known
    ? [known]
    : await db
        .insert(policyholders)
        .values({ ...demo.holder })
        .returning({ id: policyholders.id });
  const [policyRow] = await db
    .insert(policies)
    .values({
      policyNumber: demo.policyNumber,
      policyholderId: holderRow!.id,
      brand: demo.brand,
      product: demo.product,
      coverStart: isoDate(coverStart),
      coverEnd: isoDate(addDays(renewal, -1)),
      renewalDate: isoDate(renewal),
      annualPremiumPence: demo.annualPremiumPence,
      paymentType: demo.paymentType,
      remainingInstalments:
        demo.paymentType === 'MONTHLY_DD' ? Math.max(1, Math.ceil(demo.renewalInDays / 30)) : 0,
      triageStatus: demo.triageStatus,
      partnerBrand: demo.partnerBrand ?? null,
      linkedBreakdown: demo.linkedBreakdown,
      breakdownPremiumPence: demo.linkedBreakdown ? 8_900 : 0,
      purchasedOn: demo.firstBought ?? isoDate(subYears(coverStart, 2)),
    })
    .returning({ id: policies.id });
  const policyId = policyRow!.id;
  const [line1 = address.line, town = ''] = address.line.split(', ');
  // The UPRN lets home triage find the policy from the address the customer picks.
  await db.insert(addresses).values({ policyId, line1, town, postcode: demo.postcode, uprn: address.uprn });
  await db.insert(drivers).values({
    policyId,
    fullName: `${demo.holder.firstName} ${demo.holder.lastName}`,
    dateOfBirth: demo.holder.dateOfBirth,
    licenceYears: Math.min(9, differenceInYears(today, parseISO(demo.holder.dateOfBirth)) - 17),
    mainDriver: true,
    compulsoryExcessPence: compulsoryExcessPence(demo.holder.dateOfBirth, today),
    voluntaryExcessPence: 25_000,
  });
  const vehicle = DEMO_REGISTRATIONS.find((entry) => entry.registration === demo.registration);
  if (vehicle) {
    await db.insert(vehicles).values({
      policyId,
      registration: vehicle.registration,
      make: vehicle.make,
      model: vehicle.model,
      yearOfManufacture: vehicle.yearOfManufacture,
      fuel: vehicle.fuel,
      transmission: vehicle.transmission,
      ...vehicleValue(vehicle.make, vehicle.yearOfManufacture),
    });
  }
  if (demo.prepopToken)
    await db.insert(prepopTokens).values({ tokenHash: sha256(demo.prepopToken), policyId });
}

/** Fills an empty policy store with the demo policies; a store that has policies is left alone. */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(policies);
  if (count > 0) return false;
  const addressBook = createEmbeddedAddressProvider();
  await db.transaction(async (tx) => {
    for (const demo of DEMO_POLICIES) {
      const [first] = await addressBook.findByPostcode(demo.postcode);
      const line = first
        ? [first.AddressLine1, first.AddressLine3 || first.AddressLine2].filter(Boolean).join(', ')
        : demo.postcode;
      await seedPolicy(tx as unknown as Db, demo, now, { line, uprn: first?.UPRN ?? null });
    }
  });
  return true;
}
