import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { DbOrTx } from '../db/database.ts';
import { policyDocumentLinks, policyDocuments } from '../db/schema/documents.ts';

/** How long an emailed or handed-out documents link opens them: long enough to keep, not for ever. */
export const DOCUMENT_LINK_DAYS = 60;

/**
 * A new link to one version's documents: a 256-bit token, of which only the SHA-256 is kept. The
 * token in the clear goes to its one reader (an email's facts until sent, a success page).
 */
export async function issueDocumentLink(tx: DbOrTx, documentsId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(policyDocumentLinks).values({
    tokenHash: sha256(token),
    documentsId,
    expiresAt: new Date(now.getTime() + DOCUMENT_LINK_DAYS * 86_400_000),
    createdAt: now,
  });
  return token;
}

export type DocumentsRow = typeof policyDocuments.$inferSelect;
export type LinkOutcome =
  | { ok: true; documents: DocumentsRow }
  | { ok: false; errorCode: 'INVALID_TOKEN' | 'TOKEN_EXPIRED' };

/** The documents a link opens, or why not; a link names one version of one policy and nothing else. */
export async function resolveDocumentLink(db: DbOrTx, token: string, now: Date): Promise<LinkOutcome> {
  const [row] = await db
    .select({ link: policyDocumentLinks, documents: policyDocuments })
    .from(policyDocumentLinks)
    .innerJoin(policyDocuments, eq(policyDocuments.id, policyDocumentLinks.documentsId))
    .where(eq(policyDocumentLinks.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return { ok: false, errorCode: 'INVALID_TOKEN' };
  if (row.link.expiresAt <= now) return { ok: false, errorCode: 'TOKEN_EXPIRED' };
  return { ok: true, documents: row.documents };
}
