import { QUOTE_TOKEN_HEADER } from '@portal/domain/api/paths';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../crypto/sha256.ts';
import type { DbOrTx } from '../db/database.ts';
import { policies, policyholders } from '../db/schema/policies.ts';
import { quotes, quoteTokens } from '../db/schema/quotes.ts';
import type { PortalSession } from '../sessions/sessionService.ts';

export type CallerQuote = typeof quotes.$inferSelect;

/**
 * The quote a customer's page may act on: the one its emailed link token opens (sent in the
 * x-mta-quote-token header, never in a URL), with the uuid the page names, on the brand of the
 * caller's session. The browser's uuid alone opens nothing: anyone can read a uuid off a page.
 */
export async function callerQuote(
  db: DbOrTx,
  request: FastifyRequest,
  session: PortalSession,
  uuid: string,
  now: Date,
): Promise<CallerQuote | undefined> {
  const token = request.headers[QUOTE_TOKEN_HEADER];
  if (typeof token !== 'string' || token.length < 16 || token.length > 128) return undefined;
  const [row] = await db
    .select({ token: quoteTokens, quote: quotes })
    .from(quoteTokens)
    .innerJoin(quotes, eq(quotes.id, quoteTokens.quoteId))
    .where(eq(quoteTokens.tokenHash, sha256(token)));
  if (!row || row.quote.uuid !== uuid || row.token.expiresAt <= now) return undefined;
  return row.quote.brand === session.brand ? row.quote : undefined;
}

/** The policy number and policyholder's name of a quote, for the agent's view and the chat list. */
export async function quotePolicy(db: DbOrTx, quote: CallerQuote) {
  const [row] = await db
    .select({
      policyNumber: policies.policyNumber,
      firstName: policyholders.firstName,
      lastName: policyholders.lastName,
    })
    .from(policies)
    .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
    .where(eq(policies.id, quote.policyId));
  return {
    policyNumber: row?.policyNumber ?? '',
    customerName: row ? `${row.firstName} ${row.lastName}` : 'Customer',
  };
}
