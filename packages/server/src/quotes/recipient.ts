import { savedRequestSchema } from '@portal/domain/journeys/savedRequest';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { policies, policyholders } from '../db/schema/policies.ts';
import type { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';

/**
 * Who hears about a quote's outcome: the address given on the request, and always the
 * policyholder's address on record too, so a change is never made without the holder knowing.
 */
export async function quoteRecipients(tx: DbOrTx, quote: typeof quotes.$inferSelect): Promise<string[]> {
  const [request] = await tx
    .select({ details: requests.details })
    .from(requests)
    .where(eq(requests.id, quote.requestId));
  const [holder] = await tx
    .select({ email: policyholders.email })
    .from(policies)
    .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
    .where(eq(policies.id, quote.policyId));
  const given = request ? savedRequestSchema.parse(request.details).policyHolder?.email : undefined;
  return uniqueAddresses([given ?? '', holder?.email ?? '']);
}

/** Addresses once each, whatever their case, without blanks. */
export const uniqueAddresses = (addresses: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const key = address.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, address.trim());
  }
  return [...seen.values()];
};
