import { randomBytes } from 'node:crypto';
import { QUOTE_TOKEN_HEADER } from '@portal/domain/api/paths';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import { quotes, quoteTokens } from '../db/schema/quotes.ts';
import { hostBrand } from './auth.ts';

const bodyOf = (request: FastifyRequest) => request.body as { token?: unknown } | undefined;

/** The quote link token a call carries: in its body (open, decide, pay) or its header (status, card form). */
function quoteTokenOf(request: FastifyRequest): string | undefined {
  const body = bodyOf(request);
  if (body && typeof body === 'object' && typeof body.token === 'string') return body.token;
  const header = request.headers[QUOTE_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** Puts a fresh random token, which no quote has, where the caller's was. */
function forgetToken(request: FastifyRequest): void {
  const unknown = randomBytes(32).toString('base64url');
  const body = bodyOf(request);
  if (body && typeof body === 'object' && typeof body.token === 'string') body.token = unknown;
  // Fastify's headers getter can answer a copy: the setter is what a later read sees.
  else request.headers = { ...request.headers, [QUOTE_TOKEN_HEADER]: unknown };
}

/**
 * A quote link opens only on its own brand's host: a Direct Line link sent to the Privilege host
 * is swapped for a token no quote has, so every route answers exactly as it does to an unknown
 * link (its own status and message; nothing tells the caller the link is real elsewhere) and
 * none can open or move another brand's quote. Checked once for the API scope, after parsing.
 */
export function bindQuoteTokensToBrand(api: FastifyInstance, db: Db, defaultBrand: DeploymentBrand): void {
  api.addHook('preHandler', async (request) => {
    const token = quoteTokenOf(request);
    if (!token || token.length > 128) return;
    const [row] = await db
      .select({ brand: quotes.brand })
      .from(quoteTokens)
      .innerJoin(quotes, eq(quotes.id, quoteTokens.quoteId))
      .where(eq(quoteTokens.tokenHash, sha256(token)));
    if (row && row.brand !== hostBrand(request, defaultBrand)) forgetToken(request);
  });
}
