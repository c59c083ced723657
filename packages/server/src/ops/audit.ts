import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { staffAudit } from '../db/schema/ops.ts';

/** Who is acting: every console action and audit row names them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: 'agent' | 'supervisor';
}

export interface AuditEntry {
  action: string;
  subject?: string;
  detail?: Record<string, unknown>;
}

/** Writes one audit row in the caller's transaction, so it exists exactly when the action does. */
export async function audit(
  tx: DbOrTx,
  staff: Pick<StaffMember, 'id' | 'email'> | { id: null; email: string },
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    subject: entry.subject ?? '',
    detail: entry.detail ?? {},
    at: now,
  });
}

export const AUDIT_PAGE_SIZE = 100;

/** A page of audit rows, newest first, with the total (supervisors only: the route checks the role). */
export async function readAudit(db: DbOrTx, page = 1) {
  const [entries, [counted]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .orderBy(desc(staffAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(staffAudit),
  ]);
  return { entries, total: counted?.total ?? 0, page: Math.max(1, page), pageSize: AUDIT_PAGE_SIZE };
}
