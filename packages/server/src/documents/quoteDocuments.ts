import type { QuoteDecisionRequest } from '@portal/domain/api/decisions';
import {
  DOCUMENT_TITLES,
  documentHref,
  type QuoteDocumentsResponse,
} from '@portal/domain/api/policyDocuments';
import { documentKindsOf, policyDocumentFactsSchema } from '@portal/domain/documents/policyDocumentFacts';
import { and, eq } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import { policyDocuments } from '../db/schema/documents.ts';
import { policyChanges } from '../db/schema/policies.ts';
import { quotes, quoteTokens } from '../db/schema/quotes.ts';
import { issueDocumentLink } from './documentLinks.ts';

/** Only a quote that changed the policy has documents to offer. */
const APPLIED = new Set(['ACCEPTED', 'PAYMENT_CONFIRMED']);

/**
 * The documents of the version a quote made, for its success page: the quote is named as for every
 * decision (link token and uuid), and the answer is a fresh documents link of that one version.
 */
export async function documentsForQuote(
  db: Db,
  request: QuoteDecisionRequest,
  now: Date,
): Promise<QuoteDocumentsResponse | null> {
  const [row] = await db
    .select({ quote: quotes, documents: policyDocuments })
    .from(quoteTokens)
    .innerJoin(quotes, eq(quotes.id, quoteTokens.quoteId))
    .innerJoin(
      policyChanges,
      and(eq(policyChanges.policyId, quotes.policyId), eq(policyChanges.quoteUuid, quotes.uuid)),
    )
    .innerJoin(
      policyDocuments,
      and(
        eq(policyDocuments.policyId, policyChanges.policyId),
        eq(policyDocuments.version, policyChanges.version),
      ),
    )
    .where(eq(quoteTokens.tokenHash, sha256(request.token)))
    .limit(1);
  if (!row || row.quote.uuid !== request.uuid || !APPLIED.has(row.quote.status)) return null;
  const facts = policyDocumentFactsSchema.parse(row.documents.facts);
  const token = await issueDocumentLink(db, row.documents.id, now);
  return {
    policyNumber: facts.policyNumber,
    version: facts.version,
    documents: documentKindsOf(facts.product, facts.vehicles.length).map((kind) => ({
      kind,
      title: DOCUMENT_TITLES[kind],
      href: documentHref(token, kind),
    })),
  };
}
