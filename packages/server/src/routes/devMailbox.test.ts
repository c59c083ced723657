import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox } from '../db/schema/email.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';
import { mailboxTransport } from '../email/transports.ts';
import { createOutboxWorker } from '../outbox/outboxWorker.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

describe.each(TEST_DATABASES)('dev mailbox on %s', (kind) => {
  let t: TestApp;
  let id = 0;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    const [row] = await t.database.db
      .insert(mailbox)
      .values({
        recipient: 'amelia.hart@example.com',
        subject: 'Your quote <script>alert(1)</script>',
        html: '<p style="color:red">Your quote</p>',
        text: 'Open your quote: http://localhost:3000/#/accept?token=abc&x=<b>',
        receivedAt: t.clock.now(),
      })
      .returning({ id: mailbox.id });
    id = row?.id ?? 0;
  });
  afterAll(async () => t.close());

  it('lists messages with every value escaped and no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Your quote &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain(`href="/dev/mailbox/${id}"`);
    expect(response.body).toContain('<h1>Dev mailbox</h1>');
  });

  it('shows one message with its links and plain text, the HTML only inside a sandboxed frame', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('token=abc&amp;x=&lt;b&gt;');
    expect(response.body).toMatch(/<iframe[^>]*sandbox/);

    const html = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}/html` });
    expect(html.body).toBe('<p style="color:red">Your quote</p>');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.headers['content-security-policy']).toContain('sandbox');
    // Framed by the mailbox page itself, so same-origin framing must be allowed.
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lists an email the outbox worker delivered, its HTML subject escaped', async () => {
    await enqueueEmail(
      t.db,
      {
        recipient: 'sam.jones@example.com',
        facts: {
          kind: 'prerendered',
          subject: 'Ref <b>REQ-1</b> & "you"',
          html: '<p>Received</p>',
          text: 'Received',
        },
      },
      t.clock.now(),
    );
    const worker = createOutboxWorker({
      db: t.db,
      transport: mailboxTransport(t.db, t.clock.now),
      clock: t.clock.now,
      pollMs: 60_000,
    });
    expect(await worker.runOnce()).toBe(1);
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.body).toContain('sam.jones@example.com');
    expect(response.body).toContain('Ref &lt;b&gt;REQ-1&lt;/b&gt; &amp;');
    expect(response.body).not.toContain('<b>REQ-1</b>');
  });

  it('answers a missing message with 404 and a bad id with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(400);
  });
});
