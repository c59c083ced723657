import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/testDatabases.ts';
import { idOf, insertAsOneStatement } from './oneStatement.ts';
import { quoteEvents, referrals } from './schema/quotes.ts';
import { requests } from './schema/requests.ts';

describe.each(TEST_DATABASES)('inserts as one statement on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  const at = new Date('2026-03-10T10:00:00Z');
  const request = (reference: string) => ({
    name: 'request',
    insert: database.db
      .insert(requests)
      .values({ reference, form: 'cov', brand: 'DIRECTLINE', product: 'PCW', details: {}, createdAt: at })
      .returning({ id: requests.id }),
  });

  it('gives later rows the id an earlier one returned, and answers it', async () => {
    const { db } = database;
    const id = await insertAsOneStatement(
      db,
      [
        request('REQ-ONE'),
        {
          name: 'referral',
          insert: db
            .insert(referrals)
            .values({ requestId: idOf('request'), reasons: ['why'], createdAt: at }),
        },
      ],
      'request',
    );
    const [saved] = await db
      .select({ id: requests.id })
      .from(requests)
      .where(eq(requests.reference, 'REQ-ONE'));
    const [referral] = await db.select().from(referrals).where(eq(referrals.requestId, id));
    expect(saved?.id).toBe(id);
    expect(referral?.reasons).toEqual(['why']);
  });

  it('writes nothing when any of its inserts fails', async () => {
    const { db } = database;
    // The event names a quote that does not exist: its foreign key fails the whole statement.
    const failing = insertAsOneStatement(
      db,
      [
        request('REQ-TWO'),
        {
          name: 'event',
          insert: db
            .insert(quoteEvents)
            .values({ quoteId: sql`-1`, event: 'create', toStatus: 'PROPOSED', at }),
        },
      ],
      'request',
    );
    await expect(failing).rejects.toThrow();
    const rows = await db.select().from(requests).where(eq(requests.reference, 'REQ-TWO'));
    expect(rows).toEqual([]);
  });
});
