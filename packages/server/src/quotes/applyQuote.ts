import { estimateVehicle } from '@portal/domain/rating/vehicleValuation';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { addresses, drivers, policies, policyChanges, vehicles } from '../db/schema/policies.ts';
import type { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';

type Quote = typeof quotes.$inferSelect;
type Details = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const iso = (value: unknown) => text(value).replaceAll('/', '-');

/** How each priced form changes the stored policy once the quote is accepted or paid. */
const APPLY: Partial<Record<string, (tx: DbOrTx, quote: Quote, details: Details) => Promise<void>>> = {
  async cov(tx, quote) {
    const { make, model, registration } = quote.amendedDto as Record<string, string>;
    const [current] = await tx.select().from(vehicles).where(eq(vehicles.policyId, quote.policyId)).limit(1);
    if (!current || !registration) return;
    const year = new Date(quote.coverStart).getFullYear();
    const { valuePence, group } = estimateVehicle(make ?? '', year, year);
    await tx
      .update(vehicles)
      .set({
        registration,
        make: make ?? current.make,
        model: model ?? current.model,
        valuePence,
        insuranceGroup: group,
      })
      .where(eq(vehicles.id, current.id));
  },
  async cor(tx, quote) {
    const { registration } = quote.amendedDto as Record<string, string>;
    const [current] = await tx.select().from(vehicles).where(eq(vehicles.policyId, quote.policyId)).limit(1);
    if (current && registration)
      await tx.update(vehicles).set({ registration }).where(eq(vehicles.id, current.id));
  },
  async aad(tx, quote, details) {
    const fullName = text((quote.amendedDto as Record<string, unknown>).driverFullName);
    await tx.insert(drivers).values({
      policyId: quote.policyId,
      fullName,
      dateOfBirth: iso(details.dob),
      licenceYears: Number(text(details.yearsLicenceHeld)) || 0,
      compulsoryExcessPence: 25_000,
      voluntaryExcessPence: 25_000,
    });
  },
  async coa(tx, quote) {
    const { address, postcode } = quote.amendedDto as Record<string, string>;
    const [line1 = '', town = ''] = (address ?? '').split(', ');
    await tx
      .update(addresses)
      .set({ current: false })
      .where(and(eq(addresses.policyId, quote.policyId), eq(addresses.current, true)));
    await tx.insert(addresses).values({ policyId: quote.policyId, line1, town, postcode: postcode ?? '' });
  },
};
APPLY.hcoa = APPLY.coa;

/**
 * Applies an accepted or paid quote to its policy as a new version — the change itself, the new
 * annual premium, and an audit row saying who changed what and when — in the caller's transaction.
 * A temporary vehicle changes no lasting detail, so only its audit row and premium are recorded.
 */
export async function applyQuoteToPolicy(tx: DbOrTx, quote: Quote, now: Date): Promise<number> {
  const [request] = await tx
    .select({ details: requests.details })
    .from(requests)
    .where(eq(requests.id, quote.requestId));
  await APPLY[quote.form]?.(tx, quote, request?.details ?? {});
  const newPremium = Number(quote.quoteDto.newAnnualPremium);
  const [updated] = await tx
    .update(policies)
    .set({
      version: sql`${policies.version} + 1`,
      ...(Number.isInteger(newPremium) && quote.form !== 'atv' ? { annualPremiumPence: newPremium } : {}),
    })
    .where(eq(policies.id, quote.policyId))
    .returning({ version: policies.version });
  await tx.insert(policyChanges).values({
    policyId: quote.policyId,
    version: updated?.version ?? 0,
    quoteUuid: quote.uuid,
    form: quote.form,
    actor: 'policyholder via emailed quote link',
    change: quote.amendedDto,
    at: now,
  });
  return updated?.version ?? 0;
}
