import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailbox, outbox } from '../db/schema/email.ts';
import { renderEmail } from '../email/brandEmail.tsx';
import { mailboxTransport } from '../email/transports.ts';
import { createOutboxWorker } from '../outbox/outboxWorker.ts';
import { covAnswers } from '../test/testAnswers.ts';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

// The one React Email renderer, watched: every template reaches HTML only through it.
vi.mock('../email/brandEmail.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('../email/brandEmail.tsx')>();
  return { ...real, renderEmail: vi.fn(real.renderEmail) };
});

/**
 * A save renders no email: rendering took milliseconds of CPU while the save's transaction held
 * its database connection. The save commits the email's facts; only the outbox worker, after the
 * commit, renders them.
 */
describe.each(testDatabaseKinds)('a save and its emails (%s)', (kind) => {
  let test: TestApp;
  let session: string;
  beforeAll(async () => {
    test = await createTestApp(kind);
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());
  // Braces: a function returned from beforeEach would be called as its clean-up.
  beforeEach(() => {
    vi.mocked(renderEmail).mockClear();
  });

  const save = (answers: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/save',
      headers: { 'x-auth-token': session },
      payload: { brand: 'DIRECTLINE', product: 'PCW', answers },
    });

  it('commits the quote and its email without rendering it; the worker renders it when it sends', async () => {
    const response = await save(
      // Another address than the one on record: the holder's notice is queued too.
      {
        ...covAnswers({ make: 'BMW', model: '3 SERIES', yearOfManufacture: '2024' }),
        'policyHolder.email': 'amelia@elsewhere.example',
      },
    );
    expect(response.statusCode, response.body).toBe(200);

    expect(renderEmail).not.toHaveBeenCalled();
    const queued = await test.db.select().from(outbox);
    expect(queued.map((row) => [row.kind, row.status])).toEqual([
      ['quote', 'pending'],
      ['change-requested-notice', 'pending'],
    ]);
    expect(queued.every((row) => row.requestId !== null && row.policyId !== null)).toBe(true);
    expect(queued[0]?.quoteId).not.toBeNull();

    const worker = createOutboxWorker({
      db: test.db,
      transport: mailboxTransport(test.db, test.clock.now),
      clock: test.clock.now,
      pollMs: 60_000,
    });
    expect(await worker.runOnce()).toBe(2);
    expect(renderEmail).toHaveBeenCalledTimes(2);
    const delivered = await test.db.select().from(mailbox).orderBy(mailbox.id);
    expect(delivered.map((mail) => mail.recipient)).toEqual([
      'amelia@elsewhere.example',
      'amelia.hart@example.com',
    ]);
    expect(delivered[0]?.html).toMatch(/\/cov\/accept\/verification\/[\w-]{43}\?product=PCW/);
    expect(delivered[1]?.text).toContain('A request was made on your policy');
  });
});
