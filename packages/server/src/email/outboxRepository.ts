import type { EmailFacts } from '@portal/domain/email/emailFacts';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';

/** An email to queue: whom it goes to, what it is about, and the facts its template needs. */
export interface OutgoingEmail {
  recipient: string;
  facts: EmailFacts;
  /** The policy the email is about, so the policy's page lists it (none for staff-only mail). */
  policyId?: number | null;
  /** The request and quote it is about: an id, or the `idOf` a step of the same statement. */
  requestId?: number | SQL | null;
  quoteId?: number | SQL | null;
}

const row = (email: OutgoingEmail, now: Date) => ({
  kind: email.facts.kind,
  recipient: email.recipient,
  facts: email.facts,
  policyId: email.policyId ?? null,
  requestId: email.requestId ?? null,
  quoteId: email.quoteId ?? null,
  availableAt: now,
  createdAt: now,
});

/**
 * The outbox rows of emails, not yet sent, as one insert (a step of a larger statement:
 * db/oneStatement.ts). One insert keeps their ids, the order the worker sends them in, as given.
 * Nothing is rendered here: the worker renders each row when it sends it.
 */
export const outboxInsert = (db: DbOrTx, emails: readonly OutgoingEmail[], now: Date) =>
  db.insert(outbox).values(emails.map((email) => row(email, now)));

/** Queues an email in the caller's transaction, so it exists exactly when the change it announces does. */
export async function enqueueEmail(tx: DbOrTx, email: OutgoingEmail, now: Date): Promise<void> {
  await outboxInsert(tx, [email], now);
}
