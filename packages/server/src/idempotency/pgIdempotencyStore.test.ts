import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIdempotency } from '../payments/schema.ts';
import { createPaymentsTestDb } from '../test/paymentsTestDb.ts';
import { CLAIM_LEASE_SECONDS, pgIdempotencyStore } from './pgIdempotencyStore.ts';

describe('idempotency claims in Postgres', () => {
  it('keeps an unanswered claim while its owner may still be working, then lets a retry take it over', async () => {
    const { db } = await createPaymentsTestDb();
    const store = pgIdempotencyStore(db, paymentIdempotency);
    expect(await store.claim('key-1', 'hash')).toEqual({ kind: 'claimed' });
    expect(await store.claim('key-1', 'hash')).toEqual({ kind: 'in-progress' });

    // The owner died mid-charge: its claim is older than the lease and still unanswered.
    await db
      .update(paymentIdempotency)
      .set({ createdAt: sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS + 1})` })
      .where(eq(paymentIdempotency.key, 'key-1'));
    expect(await store.claim('key-1', 'hash')).toEqual({ kind: 'claimed' });
    expect(await store.claim('key-1', 'hash')).toEqual({ kind: 'in-progress' });
    expect(await store.claim('key-1', 'other')).toEqual({ kind: 'mismatch' });

    await store.complete('key-1', { paymentId: 'pay_1' });
    expect(await store.claim('key-1', 'hash')).toEqual({ kind: 'replay', response: { paymentId: 'pay_1' } });
  });
});
