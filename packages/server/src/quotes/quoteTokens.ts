import { randomBytes } from 'node:crypto';
import { isDecided } from '@portal/domain/quotes/quoteStatus';
import { eq, lt } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { DbOrTx } from '../db/database.ts';
import { quotes, quoteTokens } from '../db/schema/quotes.ts';
import { isSuperseded } from './staleQuote.ts';

export type TokenOutcome =
  | { ok: true; quote: typeof quotes.$inferSelect; expiresAt: Date }
  | { ok: false; errorCode: 'TOKEN_EXPIRED' | 'INVALID_TOKEN' | 'QUOTE_NOT_EXISTS' | 'QUOTE_SUPERSEDED' };

/** A 256-bit random link token, base64url; only its SHA-256 is stored, bound to one quote and form. */
export function newQuoteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

/**
 * What a link token opens. Every token, known or not, costs the same hashed lookup and answers
 * the same shape, so timing and answers tell a guesser nothing beyond "not valid".
 */
export async function resolveQuoteToken(
  db: DbOrTx,
  token: string,
  form: string,
  now: Date,
): Promise<TokenOutcome> {
  const [row] = await db
    .select({ token: quoteTokens, quote: quotes })
    .from(quoteTokens)
    .leftJoin(quotes, eq(quotes.id, quoteTokens.quoteId))
    .where(eq(quoteTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.token.form !== form) return { ok: false, errorCode: 'INVALID_TOKEN' };
  if (!row.quote) return { ok: false, errorCode: 'QUOTE_NOT_EXISTS' };
  // A decided quote's link keeps showing the decision, even past its expiry (until the purge
  // below): "This link has expired, please re-submit" would invite a customer who has paid to
  // ask again. The decision endpoints still refuse to act on it.
  if (row.token.expiresAt <= now && !isDecided(row.quote.status))
    return { ok: false, errorCode: 'TOKEN_EXPIRED' };
  if (row.quote.status === 'PROPOSED' && (await isSuperseded(db, row.quote)))
    return { ok: false, errorCode: 'QUOTE_SUPERSEDED' };
  return { ok: true, quote: row.quote, expiresAt: row.token.expiresAt };
}

/**
 * How long an expired link still answers "This link has expired" rather than "not valid": after
 * that its row (only a hash) is deleted.
 */
export const EXPIRED_LINK_KEPT_DAYS = 30;

/** Deletes quote links that expired more than EXPIRED_LINK_KEPT_DAYS ago. */
export async function purgeQuoteTokens(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_LINK_KEPT_DAYS * 86_400_000);
  const gone = await db
    .delete(quoteTokens)
    .where(lt(quoteTokens.expiresAt, before))
    .returning({ tokenHash: quoteTokens.tokenHash });
  return gone.length;
}
