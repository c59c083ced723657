import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { mailbox, outbox } from '../db/schema/email.ts';
import { createTestClock, openTestDatabase, type TestClock, testDatabaseKinds } from '../test/testApp.ts';
import { enqueueEmail, type OutgoingEmail } from './outboxRepository.ts';
import { createOutboxWorker, retryDelaySeconds } from './outboxWorker.ts';
import { type MailTransport, mailboxTransport } from './transports.ts';

const email = (n: number): OutgoingEmail => ({
  kind: 'request-received',
  recipient: `person${n}@example.com`,
  subject: `Message ${n}`,
  html: `<p>Message ${n}</p>`,
  text: `Message ${n}`,
});

/** A transport that fails until told otherwise, recording every attempt. */
function flakyTransport() {
  const attempts: number[] = [];
  let failing = true;
  const transport: MailTransport = {
    async send(message) {
      attempts.push(message.outboxId);
      if (failing) throw new Error('SMTP 451 try again later');
    },
  };
  return { transport, attempts, recover: () => (failing = false) };
}

describe.each(testDatabaseKinds)('outbox worker on %s', (kind) => {
  let database: Database;
  let clock: TestClock;
  beforeAll(async () => {
    clock = createTestClock();
    database = await openTestDatabase(kind, clock.now());
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.delete(mailbox);
    await database.db.delete(outbox);
  });

  const worker = (transport: MailTransport) =>
    createOutboxWorker({ db: database.db, transport, clock: clock.now, pollMs: 60_000 });
  const rowOf = async (id: number) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) throw new Error(`outbox row ${id} missing`);
    return row;
  };
  const onlyRow = async () => {
    const [row] = await database.db.select().from(outbox);
    if (!row) throw new Error('outbox is empty');
    return row;
  };

  it('delivers a due message to the dev mailbox and marks it sent', async () => {
    await enqueueEmail(database.db, email(1), clock.now());
    expect(await worker(mailboxTransport(database.db, clock.now)).runOnce()).toBe(1);

    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt?.toISOString()).toBe(clock.now().toISOString());
    const delivered = await database.db.select().from(mailbox);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      outboxId: row.id,
      recipient: 'person1@example.com',
      subject: 'Message 1',
    });

    // Sent messages are never offered again.
    expect(await worker(mailboxTransport(database.db, clock.now)).runOnce()).toBe(0);
    expect(await database.db.select().from(mailbox)).toHaveLength(1);
  });

  it('leaves a message queued for later delivery', async () => {
    const later = new Date(clock.now().getTime() + 60_000);
    await database.db.insert(outbox).values({ ...email(2), availableAt: later, createdAt: clock.now() });
    expect(await worker(mailboxTransport(database.db, clock.now)).runOnce()).toBe(0);
    expect((await onlyRow()).status).toBe('pending');
  });

  it('retries a failed delivery after an exponential back-off, counting attempts', async () => {
    await enqueueEmail(database.db, email(3), clock.now());
    const flaky = flakyTransport();
    const mailer = worker(flaky.transport);

    expect(await mailer.runOnce()).toBe(0);
    const failed = await onlyRow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });
    expect(failed.availableAt.getTime() - clock.now().getTime()).toBe(retryDelaySeconds(1) * 1000);

    // Not due yet: nothing is attempted.
    expect(await mailer.runOnce()).toBe(0);
    expect(flaky.attempts).toHaveLength(1);

    clock.advanceSeconds(retryDelaySeconds(1));
    expect(await mailer.runOnce()).toBe(0);
    const again = await rowOf(failed.id);
    expect(again.attempts).toBe(2);
    expect(again.availableAt.getTime() - clock.now().getTime()).toBe(retryDelaySeconds(2) * 1000);

    clock.advanceSeconds(retryDelaySeconds(2));
    flaky.recover();
    expect(await mailer.runOnce()).toBe(1);
    expect(await rowOf(failed.id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(flaky.attempts).toEqual([failed.id, failed.id, failed.id]);
  });

  it('doubles the back-off and gives it a ceiling', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(900);
  });

  it('never hands one message to two workers running at once', async () => {
    for (let n = 0; n < 30; n += 1) await enqueueEmail(database.db, email(n), clock.now());
    const delivered: number[] = [];
    const recording: MailTransport = {
      async send(message) {
        delivered.push(message.outboxId);
      },
    };
    const counts = await Promise.all([worker(recording), worker(recording), worker(recording)].map(drain));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(new Set(delivered).size).toBe(30);
    expect(delivered).toHaveLength(30);
  });
});

async function drain(mailer: ReturnType<typeof createOutboxWorker>): Promise<number> {
  let total = 0;
  for (let sent = await mailer.runOnce(); sent > 0; sent = await mailer.runOnce()) total += sent;
  return total;
}
