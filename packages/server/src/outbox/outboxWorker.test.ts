import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailbox, outbox } from '../db/schema/email.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';
import { type MailTransport, mailboxTransport } from '../email/transports.ts';
import { countingTransport, drain, duplicates, testEmail } from '../test/outboxTestSupport.ts';
import { type TestClock, testClock } from '../test/testClock.ts';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/testDatabases.ts';
import { createOutboxWorker, MAX_ATTEMPTS, retryDelaySeconds } from './outboxWorker.ts';

/** A transport that fails the first `failures` sends, recording every attempt. */
function flakyTransport(failures: number) {
  const attempts: number[] = [];
  const delivered: number[] = [];
  const transport: MailTransport = {
    async send(message) {
      attempts.push(message.outboxId);
      if (attempts.length <= failures) throw new Error('SMTP 451 try again later');
      delivered.push(message.outboxId);
    },
  };
  return { transport, attempts, delivered };
}

describe.each(TEST_DATABASES)('outbox worker on %s', (kind) => {
  let database: TestDatabase;
  let clock: TestClock;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    clock = testClock('2026-11-21T10:00:00Z');
    await database.db.delete(mailbox);
    await database.db.delete(outbox);
  });

  const worker = (transport: MailTransport) =>
    createOutboxWorker({ db: database.db, transport, clock: clock.now, pollMs: 60_000 });
  const onlyRow = async () => {
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('delivers a due message to the dev mailbox, marks it sent and never offers it again', async () => {
    await enqueueEmail(database.db, testEmail(1), clock.now());
    expect(await worker(mailboxTransport(database.db, clock.now)).runOnce()).toBe(1);

    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt?.toISOString()).toBe(clock.now().toISOString());
    const delivered = await database.db.select().from(mailbox);
    expect(delivered).toEqual([
      expect.objectContaining({
        outboxId: row.id,
        recipient: 'person1@example.com',
        subject: 'Message 1',
        html: '<p>Message <strong>1</strong></p>',
        text: 'Message 1',
      }),
    ]);

    clock.advance(3600);
    expect(await worker(mailboxTransport(database.db, clock.now)).runOnce()).toBe(0);
    expect(await database.db.select().from(mailbox)).toHaveLength(1);
  });

  it("renders a quote's link with its token, and keeps the token only until it is delivered", async () => {
    const token = 'T'.repeat(43);
    await enqueueEmail(
      database.db,
      {
        recipient: 'person9@example.com',
        facts: {
          kind: 'quote',
          brand: 'DIRECTLINE',
          form: 'cov',
          firstName: 'Amelia',
          origin: 'http://directline.localhost:3000',
          product: 'PCW',
          token,
          validUntil: '2026-04-10',
          money: { totalPremiumChange: 1200, paymentType: 'LUMP_SUM_CC' },
          coverStart: '2026-03-12',
          coverEnd: '2027-01-31',
        },
      },
      clock.now(),
    );
    expect(await worker(mailboxTransport(database.db, clock.now)).runOnce()).toBe(1);

    const [delivered] = await database.db.select().from(mailbox);
    expect(delivered?.text).toContain(`/cov/accept/verification/${token}?product=PCW`);
    expect(delivered?.html).toContain(`/cov/accept/verification/${token}?product=PCW`);
    expect(delivered?.subject).toBe('Direct Line: your quote is ready');
    const [kept] = await database.db.select().from(outbox);
    expect(JSON.stringify(kept?.facts)).not.toContain(token);
    expect(kept?.facts).toMatchObject({ kind: 'quote', form: 'cov', firstName: 'Amelia' });
  });

  it('takes the link out of an email rendered before the outbox held facts, once delivered', async () => {
    const link = `http://directline.localhost:3000/cov/accept/verification/${'T'.repeat(43)}?product=PCW`;
    await enqueueEmail(
      database.db,
      {
        recipient: 'person9@example.com',
        facts: {
          kind: 'prerendered',
          subject: 'Your quote',
          html: `<a href="${link}">Open your quote</a>`,
          text: `Open your quote: ${link}`,
        },
      },
      clock.now(),
    );
    expect(await worker(mailboxTransport(database.db, clock.now)).runOnce()).toBe(1);

    const [delivered] = await database.db.select().from(mailbox);
    expect(delivered?.text).toContain('T'.repeat(43));
    const [kept] = await database.db.select().from(outbox);
    expect(JSON.stringify(kept?.facts)).not.toContain('T'.repeat(43));
    expect(kept?.facts).toMatchObject({ text: expect.stringContaining('/verification/[removed once sent]') });
  });

  it('marks a row whose facts no template knows as failing, and sends nothing', async () => {
    await database.db.execute(
      sql`insert into outbox (kind, recipient, facts, available_at, created_at)
          values ('mystery', 'a@example.com', '{"kind":"mystery"}', ${clock.now().toISOString()}::timestamptz, ${clock.now().toISOString()}::timestamptz)`,
    );
    const counting = countingTransport();
    expect(await worker(counting).runOnce()).toBe(0);
    expect(counting.sent).toEqual([]);
    expect((await onlyRow()).lastError).toContain('no template');
  });

  it('leaves a message that is not yet due', async () => {
    await enqueueEmail(database.db, testEmail(2), new Date(clock.now().getTime() + 60_000));
    const counting = countingTransport();
    expect(await worker(counting).runOnce()).toBe(0);
    expect(counting.sent).toEqual([]);
    expect((await onlyRow()).status).toBe('pending');
  });

  it('retries a transport that fails three times with a growing back-off, then delivers once', async () => {
    await enqueueEmail(database.db, testEmail(3), clock.now());
    const flaky = flakyTransport(3);
    const mailer = worker(flaky.transport);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await mailer.runOnce()).toBe(0);
      const row = await onlyRow();
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: 'SMTP 451 try again later',
      });
      expect((row.availableAt.getTime() - clock.now().getTime()) / 1000).toBe(retryDelaySeconds(attempt));
      // One second before the back-off ends nothing is attempted.
      clock.advance(retryDelaySeconds(attempt) - 1);
      expect(await mailer.runOnce()).toBe(0);
      expect(flaky.attempts).toHaveLength(attempt);
      clock.advance(1);
    }

    expect(await mailer.runOnce()).toBe(1);
    const sent = await onlyRow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(flaky.attempts).toEqual([sent.id, sent.id, sent.id, sent.id]);
    expect(flaky.delivered).toEqual([sent.id]);
    clock.advance(3600);
    expect(await mailer.runOnce()).toBe(0);
    expect(flaky.delivered).toEqual([sent.id]);
  });

  it(`marks a message failed after ${MAX_ATTEMPTS} attempts and stops trying`, async () => {
    await enqueueEmail(database.db, testEmail(4), clock.now());
    const flaky = flakyTransport(Number.POSITIVE_INFINITY);
    const mailer = worker(flaky.transport);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect((await onlyRow()).status).toBe('pending');
      await mailer.runOnce();
      clock.advance(retryDelaySeconds(attempt));
    }
    expect(await onlyRow()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    clock.advance(24 * 3600);
    await mailer.runOnce();
    expect(flaky.attempts).toHaveLength(MAX_ATTEMPTS);
  });

  it('offers a claim again once its lease runs out, as when a worker died mid-send', async () => {
    await enqueueEmail(database.db, testEmail(5), clock.now());
    const [row] = await database.db.select().from(outbox);
    // A worker claimed it and vanished.
    await database.db
      .update(outbox)
      .set({ claimedAt: clock.now(), attempts: 1 })
      .where(eq(outbox.id, row!.id));
    const counting = countingTransport();
    expect(await worker(counting).runOnce()).toBe(0);
    clock.advance(121);
    expect(await worker(counting).runOnce()).toBe(1);
    expect(counting.sent).toEqual([row!.id]);
  });

  it('doubles the back-off and gives it a ceiling', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(900);
  });

  it('never hands one message to two of three workers running at once', async () => {
    for (let n = 0; n < 60; n += 1) await enqueueEmail(database.db, testEmail(n), clock.now());
    const transports = [countingTransport(), countingTransport(), countingTransport()];
    const counts = await Promise.all(transports.map((transport) => drain(worker(transport))));
    const all = transports.flatMap((transport) => transport.sent);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(60);
    expect(duplicates(all)).toEqual([]);
    expect(all).toHaveLength(60);
  });
});
