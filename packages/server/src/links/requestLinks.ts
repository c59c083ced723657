import { randomBytes } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { DbOrTx } from '../db/database.ts';
import type { InsertStep } from '../db/oneStatement.ts';
import { requests } from '../db/schema/requests.ts';
import { requestLinks } from '../db/schema/requestTracking.ts';

/** How long a request's link opens its page: long enough to follow a request to its end. */
export const REQUEST_LINK_DAYS = 90;

const newToken = () => randomBytes(32).toString('base64url');
const expiry = (now: Date) => new Date(now.getTime() + REQUEST_LINK_DAYS * 86_400_000);

/**
 * A new link for a request being saved, as a step of the save's one statement (no extra round
 * trip): the token in the clear for the confirmation email, and the row holding only its hash.
 */
export function requestLinkStep(db: DbOrTx, requestId: SQL, now: Date): { token: string; step: InsertStep } {
  const token = newToken();
  const insert = db
    .insert(requestLinks)
    .values({ tokenHash: sha256(token), requestId, expiresAt: expiry(now), createdAt: now });
  return { token, step: { name: 'request_link', insert } };
}

/** A new link to a request already saved (a question's email carries its own). */
export async function issueRequestLink(tx: DbOrTx, requestId: number, now: Date): Promise<string> {
  const token = newToken();
  await tx
    .insert(requestLinks)
    .values({ tokenHash: sha256(token), requestId, expiresAt: expiry(now), createdAt: now });
  return token;
}

export type RequestLinkOutcome =
  | { ok: true; request: typeof requests.$inferSelect }
  | { ok: false; errorCode: 'INVALID_TOKEN' | 'TOKEN_EXPIRED' };

/** The one request a link opens, or why not: a link never names any request but its own. */
export async function resolveRequestLink(db: DbOrTx, token: string, now: Date): Promise<RequestLinkOutcome> {
  const [row] = await db
    .select({ link: requestLinks, request: requests })
    .from(requestLinks)
    .innerJoin(requests, eq(requests.id, requestLinks.requestId))
    .where(eq(requestLinks.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return { ok: false, errorCode: 'INVALID_TOKEN' };
  if (row.link.expiresAt <= now) return { ok: false, errorCode: 'TOKEN_EXPIRED' };
  return { ok: true, request: row.request };
}
