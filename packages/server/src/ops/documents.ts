import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { requestDocuments, requests } from '../db/schema/requests.ts';
import type { FileStore } from '../files/fileStore.ts';
import { audit, type StaffMember } from './audit.ts';

/** A name safe inside a Content-Disposition header: the customer's name, stripped to plain characters. */
export const safeFileName = (name: string) =>
  name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 100) || 'document';

/** An uploaded document's bytes for signed-in staff, with the stored content type; opening it is audited. */
export async function documentForStaff(db: Db, files: FileStore, id: number, staff: StaffMember, now: Date) {
  const [document] = await db
    .select({
      storageKey: requestDocuments.storageKey,
      contentType: requestDocuments.contentType,
      displayName: requestDocuments.displayName,
      reference: requests.reference,
    })
    .from(requestDocuments)
    .innerJoin(requests, eq(requests.id, requestDocuments.requestId))
    .where(eq(requestDocuments.id, id));
  if (!document) return undefined;
  const bytes = await files.get(document.storageKey);
  if (!bytes) return undefined;
  await audit(
    db,
    staff,
    { action: 'Document opened', subject: document.reference, detail: { document: id } },
    now,
  );
  return { bytes, contentType: document.contentType, fileName: safeFileName(document.displayName) };
}
