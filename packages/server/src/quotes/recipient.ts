import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import type { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';

/** Who hears about a quote: the email address given on the request that produced it. */
export async function quoteRecipient(tx: DbOrTx, quote: typeof quotes.$inferSelect): Promise<string> {
  const [request] = await tx
    .select({ details: requests.details })
    .from(requests)
    .where(eq(requests.id, quote.requestId));
  const holder = (request?.details.policyHolder ?? {}) as Record<string, unknown>;
  return typeof holder.email === 'string' ? holder.email : '';
}
