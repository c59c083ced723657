import type { DbOrTx } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';

export interface OutgoingEmail {
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  /** The policy the email is about, so the policy's page lists it (none for staff-only mail). */
  policyId?: number | null;
}

/**
 * The outbox rows of emails, not yet sent, as one insert (a step of a larger statement:
 * db/oneStatement.ts). One insert keeps their ids, the order the worker sends them in, as given.
 */
export const outboxInsert = (db: DbOrTx, emails: readonly OutgoingEmail[], now: Date) =>
  db.insert(outbox).values(emails.map((email) => ({ ...email, availableAt: now, createdAt: now })));

/** Queues an email in the caller's transaction, so it exists exactly when the change it announces does. */
export async function enqueueEmail(tx: DbOrTx, email: OutgoingEmail, now: Date): Promise<void> {
  await outboxInsert(tx, [email], now);
}
