import { contactLine, lineForProduct } from '@portal/domain/brands/contactLines';
import { brandSettingsFor, isDeploymentBrand } from '@portal/domain/brands/registry';
import { policyDocumentContent } from '@portal/domain/documents/policyDocumentContent';
import {
  documentKindsOf,
  type PolicyDocumentKind,
  policyDocumentFactsSchema,
} from '@portal/domain/documents/policyDocumentFacts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { policyDocuments } from '../db/schema/documents.ts';
import { type FileStore, newStorageKey } from '../files/fileStore.ts';
import type { DocumentsRow } from './documentLinks.ts';
import { renderDocumentPdf } from './renderDocumentPdf.ts';

/** The brand a version's documents speak as, with its partner's numbers. */
function senderOf(brand: string, partner: string | null, product: string) {
  if (!isDeploymentBrand(brand)) throw new Error(`policy documents for an unknown brand ${brand}`);
  const settings = brandSettingsFor(brand, partner ?? undefined);
  return { brand: settings, line: contactLine(brand, lineForProduct(product), partner ?? undefined) };
}

/**
 * A policy version's PDFs: drawn from the facts taken when the version was made, stored in the file
 * store, and served from there. Produced by the worker after the change commits, or on the first
 * request for them when the worker has not got there yet, and again when staff ask.
 */
export function createPolicyDocuments(db: Db, files: FileStore, clock: () => Date) {
  /** Draws and stores every document of the version; answers the keys by kind. */
  async function draw(row: DocumentsRow): Promise<Record<string, string>> {
    const facts = policyDocumentFactsSchema.parse(row.facts);
    const sender = senderOf(facts.brand, facts.partnerBrand, facts.product);
    const keys: Record<string, string> = {};
    for (const kind of documentKindsOf(facts.product, facts.vehicles.length)) {
      const content = policyDocumentContent(kind, facts, sender.brand.displayName);
      const key = newStorageKey(clock());
      await files.put(key, await renderDocumentPdf(content, sender, row.createdAt), 'application/pdf');
      keys[kind] = key;
    }
    return keys;
  }

  const removeAll = (keys: Record<string, string>) =>
    Promise.all(Object.values(keys).map((key) => files.remove(key)));

  /**
   * Produces a version's documents once: whoever stores first wins (the worker or a first
   * request), and a loser's copies are removed, so the version keeps one set of files.
   */
  async function produce(row: DocumentsRow): Promise<DocumentsRow> {
    if (row.producedAt) return row;
    const keys = await draw(row);
    const [stored] = await db
      .update(policyDocuments)
      .set({ files: keys, producedAt: clock() })
      .where(and(eq(policyDocuments.id, row.id), isNull(policyDocuments.producedAt)))
      .returning();
    if (stored) return stored;
    await removeAll(keys);
    const [current] = await db.select().from(policyDocuments).where(eq(policyDocuments.id, row.id));
    return current ?? row;
  }

  return {
    produce,

    /** The worker's round: versions still without their files, oldest first. Answers how many it produced. */
    async producePending(limit = 10): Promise<number> {
      const pending = await db
        .select()
        .from(policyDocuments)
        .where(isNull(policyDocuments.producedAt))
        .orderBy(asc(policyDocuments.id))
        .limit(limit);
      for (const row of pending) await produce(row);
      return pending.length;
    },

    /**
     * Draws a version's documents again (staff asked, or a file was lost) from the same facts, so
     * they say what they said; the new files replace the old.
     */
    async produceAgain(row: DocumentsRow): Promise<DocumentsRow> {
      const keys = await draw(row);
      const [stored] = await db
        .update(policyDocuments)
        .set({ files: keys, producedAt: clock() })
        .where(eq(policyDocuments.id, row.id))
        .returning();
      await removeAll(row.files);
      return stored ?? row;
    },

    /** One document's bytes, produced now if they are not yet (or no longer) in the store; null if the version has no such document. */
    async file(row: DocumentsRow, kind: PolicyDocumentKind): Promise<Uint8Array | null> {
      const facts = policyDocumentFactsSchema.parse(row.facts);
      if (!documentKindsOf(facts.product, facts.vehicles.length).includes(kind)) return null;
      const produced = await produce(row);
      const key = produced.files[kind];
      const bytes = key ? await files.get(key) : null;
      if (bytes) return bytes;
      const again = await this.produceAgain(produced);
      const againKey = again.files[kind];
      return againKey ? files.get(againKey) : null;
    },

    /** Every version's documents of a policy, newest first: what the console lists. */
    forPolicy(policyId: number): Promise<DocumentsRow[]> {
      return db
        .select()
        .from(policyDocuments)
        .where(eq(policyDocuments.policyId, policyId))
        .orderBy(asc(policyDocuments.version));
    },
  };
}
export type PolicyDocuments = ReturnType<typeof createPolicyDocuments>;
