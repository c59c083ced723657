import type { DbOrTx } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';

export interface OutgoingEmail {
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
}

/** Queues an email in the caller's transaction, so it exists exactly when the change it announces does. */
export async function enqueueEmail(tx: DbOrTx, email: OutgoingEmail, now: Date): Promise<void> {
  await tx.insert(outbox).values({ ...email, availableAt: now, createdAt: now });
}
