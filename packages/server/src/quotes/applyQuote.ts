import { addDaysIso } from '@portal/domain/dates';
import type { PolicyChange } from '@portal/domain/rating/change';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { newPolicyVersion } from '../db/policyVersion.ts';
import { addresses, drivers, policies, vehicles } from '../db/schema/policies.ts';
import type { quotes } from '../db/schema/quotes.ts';
import { recordDocumentFacts } from '../documents/recordDocumentFacts.ts';

type Quote = typeof quotes.$inferSelect;
type Writer<K extends PolicyChange['kind']> = (
  tx: DbOrTx,
  policyId: number,
  change: Extract<PolicyChange, { kind: K }>,
) => Promise<void>;
type NewAddress = { postcode: string; line1: string; town: string; uprn?: string | undefined };

async function moveAddress(tx: DbOrTx, policyId: number, { postcode, line1, town, uprn }: NewAddress) {
  await tx
    .update(addresses)
    .set({ current: false })
    .where(and(eq(addresses.policyId, policyId), eq(addresses.current, true)));
  await tx.insert(addresses).values({ policyId, line1, town, postcode, uprn: uprn ?? null });
}

/**
 * How each kind of priced change is written to the policy record — keyed by the change, never by
 * form, so the record after the change is exactly what was priced (make, model, year, fuel,
 * gearbox, value and group of a car; the driver's licence, claims and convictions; the address).
 */
const WRITERS: { [K in PolicyChange['kind']]: Writer<K> } = {
  async replaceVehicle(tx, policyId, { replacesRegistration, vehicle }) {
    await tx
      .update(vehicles)
      .set({
        registration: vehicle.registration,
        make: vehicle.make,
        model: vehicle.model,
        yearOfManufacture: vehicle.year,
        fuel: vehicle.fuel,
        transmission: vehicle.transmission,
        valuePence: vehicle.valuePence,
        insuranceGroup: vehicle.group,
      })
      .where(and(eq(vehicles.policyId, policyId), eq(vehicles.registration, replacesRegistration)));
  },
  async newRegistration(tx, policyId, { registration, newRegistration }) {
    await tx
      .update(vehicles)
      .set({ registration: newRegistration })
      .where(and(eq(vehicles.policyId, policyId), eq(vehicles.registration, registration)));
  },
  async addDriver(tx, policyId, { driver }) {
    await tx.insert(drivers).values({
      policyId,
      fullName: driver.fullName,
      dateOfBirth: driver.dateOfBirth,
      licenceYears: driver.licenceYears,
      compulsoryExcessPence: 25_000,
      voluntaryExcessPence: 25_000,
      claims: driver.claims.map((claim) => ({ date: claim.date, type: 'claim' })),
      convictions: driver.convictions,
    });
  },
  // A temporary vehicle is covered for its dates only: nothing lasting changes on record.
  async temporaryVehicle() {},
  motorAddress: (tx, policyId, address) => moveAddress(tx, policyId, address),
  homeAddress: (tx, policyId, address) => moveAddress(tx, policyId, address),
  async annualMileage(tx, policyId, { annualMileage }) {
    await tx.update(policies).set({ annualMileage }).where(eq(policies.id, policyId));
  },
  // The renewed term replaces the current one; the next renewal falls the day after it ends.
  async renewal(tx, policyId, { renewalDate, termEndDate }) {
    await tx
      .update(policies)
      .set({ coverStart: renewalDate, coverEnd: termEndDate, renewalDate: addDaysIso(termEndDate, 1) })
      .where(eq(policies.id, policyId));
  },
};

/** Whether the change alters the policy's full-year premium (a temporary car is charged once). */
const changesAnnualPremium = (change: PolicyChange | null) => change?.kind !== 'temporaryVehicle';

/**
 * Applies an accepted or paid quote to its policy as a new version — the priced change itself,
 * the new annual premium, and an audit row saying who changed what and when — in the caller's
 * transaction.
 */
export async function applyQuoteToPolicy(tx: DbOrTx, quote: Quote, now: Date) {
  const change = quote.pricedChange;
  if (change) await (WRITERS[change.kind] as Writer<PolicyChange['kind']>)(tx, quote.policyId, change);
  const newPremium = quote.quoteDto.newAnnualPremium;
  const version = await newPolicyVersion(
    tx,
    quote.policyId,
    {
      ...(newPremium !== undefined && changesAnnualPremium(change) ? { annualPremiumPence: newPremium } : {}),
      // The auto-renewal choice made on the quotation (hcoa) becomes the policy's, with the change.
      ...(quote.autoRenewal !== null ? { autoRenewal: quote.autoRenewal } : {}),
    },
    {
      source: quote.uuid,
      form: quote.form,
      actor: 'policyholder via emailed quote link',
      change: change ?? quote.amendedDto,
      at: now,
    },
  );
  const documents = await recordDocumentFacts(tx, quote.policyId, {
    source: quote.uuid,
    form: quote.form,
    at: now,
  });
  return { version, documents };
}
