import { and, eq, isNull } from 'drizzle-orm';
import type { IdempotencyClaim, IdempotencyStore } from './idempotency.ts';
import type { PaymentsDb } from './paymentsDb.ts';
import { paymentIdempotency } from './schema.ts';

/**
 * Idempotency keys in Postgres: the primary key makes the claim atomic across server
 * instances, so two requests with one key can never both run.
 */
export const pgIdempotencyStore = (db: PaymentsDb): IdempotencyStore => ({
  async claim(key, requestHash): Promise<IdempotencyClaim> {
    const inserted = await db
      .insert(paymentIdempotency)
      .values({ key, requestHash })
      .onConflictDoNothing()
      .returning({ key: paymentIdempotency.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(paymentIdempotency).where(eq(paymentIdempotency.key, key));
    // Released between our insert and select: the caller simply tries again.
    if (!row) return { kind: 'in-progress' };
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    return row.response === null ? { kind: 'in-progress' } : { kind: 'replay', response: row.response };
  },

  async complete(key, response) {
    await db.update(paymentIdempotency).set({ response }).where(eq(paymentIdempotency.key, key));
  },

  async release(key) {
    await db
      .delete(paymentIdempotency)
      .where(and(eq(paymentIdempotency.key, key), isNull(paymentIdempotency.response)));
  },
});
