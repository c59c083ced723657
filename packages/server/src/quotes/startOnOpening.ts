import { startOnOpening } from '@portal/domain/accept/validity';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { rateChange } from '@portal/domain/rating/rateChange';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { quotes } from '../db/schema/quotes.ts';
import { loadPolicyForRating } from './policyForRating.ts';
import { quoteMoney } from './quoteService.ts';

type Quote = typeof quotes.$inferSelect;

/** Whether an undecided change's start day has passed: opened now, it would start today instead. */
export const startsInThePast = (quote: Quote, now: Date): boolean =>
  quote.status === 'PROPOSED' &&
  quote.pricedChange !== null &&
  quote.pricedChange.kind !== 'renewal' &&
  startOnOpening(quote.coverStart, now.toISOString()) !== null;

/**
 * A change cannot start in the past: a quote still open whose start day has
 * gone by when its link is opened starts on the day it is opened, priced again from that day,
 * so the quotation the customer accepts or pays shows the dates and price that will apply. A
 * renewal keeps its renewal date; a quote that can no longer be rated as it stands is left for
 * the decision endpoints to refuse.
 */
export async function startQuoteOnOpening(db: DbOrTx, quote: Quote, now: Date): Promise<Quote> {
  const start = startOnOpening(quote.coverStart, now.toISOString());
  if (!start || !startsInThePast(quote, now) || !quote.pricedChange) return quote;
  const policy = await loadPolicyForRating(db, quote.policyId);
  if (!policy || policy.version !== quote.policyVersion) return quote;
  const result = rateChange(policy.rated, quote.pricedChange, {
    effectiveDate: start,
    brandFees: brandSettings(quote.brand as DeploymentBrand).fees,
  });
  if (result.kind !== 'quote') return quote;
  const quoteDto = quoteMoney(quote.uuid, result, start);
  // Compare-and-set on the old start: two openings at once re-price once, both see the same row.
  const [updated] = await db
    .update(quotes)
    .set({ coverStart: start, quoteDto, updatedAt: now })
    .where(
      and(eq(quotes.id, quote.id), eq(quotes.coverStart, quote.coverStart), eq(quotes.status, 'PROPOSED')),
    )
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
  return current ?? quote;
}
