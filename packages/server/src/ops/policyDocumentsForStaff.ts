import type { PolicyDocumentsResponse } from '@portal/domain/api/opsPolicyDocuments';
import { DOCUMENT_TITLES } from '@portal/domain/api/policyDocuments';
import { documentFileName } from '@portal/domain/documents/policyDocumentContent';
import {
  documentKindsOf,
  type PolicyDocumentKind,
  policyDocumentFactsSchema,
} from '@portal/domain/documents/policyDocumentFacts';
import { isFormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { policyDocuments } from '../db/schema/documents.ts';
import { policies } from '../db/schema/policies.ts';
import type { PolicyDocuments } from '../documents/policyDocuments.ts';
import { audit, type StaffMember } from './audit.ts';

/** The console's view of a policy's documents: list each version's, open one, draw them again. */
export function policyDocumentsForStaff(db: Db, documents: PolicyDocuments, clock: () => Date) {
  const rowById = async (id: number) =>
    (await db.select().from(policyDocuments).where(eq(policyDocuments.id, id)))[0] ?? null;

  return {
    async list(policyNumber: string): Promise<PolicyDocumentsResponse | null> {
      const [policy] = await db
        .select({ id: policies.id })
        .from(policies)
        .where(eq(policies.policyNumber, policyNumber));
      if (!policy) return null;
      const rows = await documents.forPolicy(policy.id);
      return {
        versions: rows.reverse().map((row) => {
          const facts = policyDocumentFactsSchema.parse(row.facts);
          return {
            id: row.id,
            version: row.version,
            change: isFormCode(facts.change.form) ? formCard(facts.change.form).title : facts.change.form,
            madeAt: row.createdAt.toISOString(),
            producedAt: row.producedAt?.toISOString() ?? null,
            documents: documentKindsOf(facts.product, facts.vehicles.length).map((kind) => ({
              kind,
              title: DOCUMENT_TITLES[kind],
            })),
          };
        }),
      };
    },

    /** One document's bytes for staff; opening it is audited, like an uploaded document. */
    async open(id: number, kind: PolicyDocumentKind, staff: StaffMember) {
      const row = await rowById(id);
      if (!row) return null;
      const bytes = await documents.file(row, kind);
      if (!bytes) return null;
      const facts = policyDocumentFactsSchema.parse(row.facts);
      await audit(
        db,
        staff,
        { action: 'Policy document opened', subject: facts.policyNumber, detail: { id, kind } },
        clock(),
      );
      return { bytes, fileName: documentFileName(kind, facts) };
    },

    /** Draws a version's documents again from the facts of that version; audited. */
    async produceAgain(id: number, staff: StaffMember) {
      const row = await rowById(id);
      if (!row) return false;
      await documents.produceAgain(row);
      const facts = policyDocumentFactsSchema.parse(row.facts);
      await audit(
        db,
        staff,
        {
          action: 'Policy documents produced again',
          subject: facts.policyNumber,
          detail: { id, version: row.version },
        },
        clock(),
      );
      return true;
    },
  };
}
