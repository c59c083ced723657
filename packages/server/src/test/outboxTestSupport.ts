import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';
import { type OutgoingEmail, outboxInsert } from '../email/outboxRepository.ts';
import type { MailTransport } from '../email/transports.ts';
import type { OutboxWorker } from '../outbox/outboxWorker.ts';
import { renderOutboxEmail } from '../outbox/renderOutboxEmail.ts';

/**
 * A distinct, recognisable message per number. Delivery tests queue thousands, so these are
 * ready-made (the kind an email queued before the outbox held facts has): no template to render.
 */
export const testEmail = (n: number): OutgoingEmail => ({
  recipient: `person${n}@example.com`,
  facts: {
    kind: 'prerendered',
    subject: `Message ${n}`,
    html: `<p>Message <strong>${n}</strong></p>`,
    text: `Message ${n}`,
  },
});

/** The outbox's emails (of one kind), oldest first, each rendered as the worker would send it. */
export async function outboxEmails(db: Db, kind?: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(kind ? eq(outbox.kind, kind) : undefined)
    .orderBy(outbox.id);
  return rows.map((row) => ({ ...row, ...renderOutboxEmail(row.facts) }));
}

/** Queues `count` messages in one statement, due at `now`. */
export async function enqueueMany(db: Db, count: number, now: Date): Promise<void> {
  const emails = Array.from({ length: count }, (_, n) => testEmail(n));
  for (let start = 0; start < emails.length; start += 500)
    await outboxInsert(db, emails.slice(start, start + 500), now);
}

/** A transport that only records which outbox ids it was handed. */
export function countingTransport(): MailTransport & { sent: number[] } {
  const sent: number[] = [];
  return {
    sent,
    async send(email) {
      sent.push(email.outboxId);
    },
  };
}

/** Runs rounds until one finds nothing to claim; answers how many were sent. */
export async function drain(worker: OutboxWorker): Promise<number> {
  let total = 0;
  for (let sent = await worker.runOnce(); sent > 0; sent = await worker.runOnce()) total += sent;
  return total;
}

export async function outboxStatusCounts(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(
    sql`select status, count(*)::int as n from outbox group by status`,
  )) as unknown as { rows: { status: string; n: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.n)]));
}

/** Ids that occur more than once in a list of deliveries. */
export const duplicates = (ids: number[]): number[] => [
  ...new Set(ids.filter((id, index) => ids.indexOf(id) !== index)),
];
