import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailbox, outbox } from '../db/schema/email.ts';
import { createOutboxWorker, retryDelaySeconds } from '../outbox/outboxWorker.ts';
import { drain, outboxStatusCounts, testEmail } from '../test/outboxTestSupport.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtpTestServer.ts';
import { type TestClock, testClock } from '../test/testClock.ts';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/testDatabases.ts';
import { enqueueEmail } from './outboxRepository.ts';
import { smtpTransport } from './transports.ts';

const FROM = 'Policy changes <no-reply@portal.example>';

/** The outbox delivering through a real SMTP conversation (SMTP_URL), outages included. */
describe.each(TEST_DATABASES)('outbox delivery over SMTP on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  let clock: TestClock;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });
  beforeEach(async () => {
    clock = testClock('2026-11-21T10:00:00Z');
    smtp.received.length = 0;
    await database.db.delete(mailbox);
    await database.db.delete(outbox);
  });

  const smtpWorker = () =>
    createOutboxWorker({
      db: database.db,
      transport: smtpTransport(smtp.url(), FROM),
      clock: clock.now,
      pollMs: 60_000,
    });

  it('delivers a queued email with its subject, recipient, HTML, text and outbox id', async () => {
    await enqueueEmail(database.db, testEmail(7), clock.now());
    const worker = smtpWorker();
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();

    const [row] = await database.db.select().from(outbox);
    expect(smtp.received).toEqual([
      {
        from: 'no-reply@portal.example',
        to: 'person7@example.com',
        subject: 'Message 7',
        html: '<p>Message <strong>7</strong></p>',
        text: 'Message 7',
        outboxId: row?.id,
      },
    ]);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps every message through an outage and delivers each exactly once when SMTP returns', async () => {
    for (let n = 0; n < 5; n += 1) await enqueueEmail(database.db, testEmail(n), clock.now());
    const worker = smtpWorker();
    await smtp.stop();

    // Two rounds while the server is down: each message attempted, none lost, none sent.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await worker.runOnce()).toBe(0);
      const rows = await database.db.select().from(outbox);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(5).fill(['pending', attempt]));
      expect(rows.every((row) => row.lastError?.includes('ECONNREFUSED'))).toBe(true);
      clock.advance(retryDelaySeconds(attempt));
    }

    await smtp.restart();
    expect(await drain(worker)).toBe(5);
    // Later rounds find nothing more to send.
    clock.advance(3600);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();

    const ids = (await database.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id).sort();
    expect(smtp.received.map((mail) => mail.outboxId).sort()).toEqual(ids);
    expect(await outboxStatusCounts(database.db)).toEqual({ sent: 5 });
  });
});
