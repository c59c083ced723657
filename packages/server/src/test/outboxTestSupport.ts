import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';
import type { OutgoingEmail } from '../email/outboxRepository.ts';
import type { OutboxWorker } from '../email/outboxWorker.ts';
import type { MailTransport } from '../email/transports.ts';

/** A distinct, recognisable message per number. */
export const testEmail = (n: number): OutgoingEmail => ({
  kind: 'request-received',
  recipient: `person${n}@example.com`,
  subject: `Message ${n}`,
  html: `<p>Message <strong>${n}</strong></p>`,
  text: `Message ${n}`,
});

/** Queues `count` messages in one statement, due at `now`. */
export async function enqueueMany(db: Db, count: number, now: Date): Promise<void> {
  const rows = Array.from({ length: count }, (_, n) => ({
    ...testEmail(n),
    availableAt: now,
    createdAt: now,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(outbox).values(rows.slice(start, start + 500));
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
