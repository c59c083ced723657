import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgDatabase } from './anyPgDatabase.ts';
import type { IdempotencyClaim, IdempotencyStore } from './idempotency.ts';
import type { IdempotencyKeyTable } from './keyTable.ts';

/**
 * How long a claim may stay unanswered before another request with the same key may take it
 * over: its owner has died (a crash or SIGKILL mid-charge). Taking over is safe because the
 * gateway's charge is itself keyed — re-running it finds the first charge instead of making one.
 */
export const CLAIM_LEASE_SECONDS = 5;

/**
 * Idempotency keys in Postgres: the primary key makes the claim atomic across server
 * instances, so two requests with one key can never both run at once.
 */
export const pgIdempotencyStore = (db: AnyPgDatabase, keys: IdempotencyKeyTable): IdempotencyStore => ({
  async claim(key, requestHash): Promise<IdempotencyClaim> {
    const inserted = await db
      .insert(keys)
      .values({ key, requestHash })
      .onConflictDoNothing()
      .returning({ key: keys.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(keys).where(eq(keys.key, key));
    // Released between our insert and select: the caller simply tries again.
    if (!row) return { kind: 'in-progress' };
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.response !== null) return { kind: 'replay', response: row.response };
    const takenOver = await db
      .update(keys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          eq(keys.key, key),
          isNull(keys.response),
          lt(keys.createdAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
        ),
      )
      .returning({ key: keys.key });
    return takenOver.length > 0 ? { kind: 'claimed' } : { kind: 'in-progress' };
  },

  async complete(key, response) {
    await db.update(keys).set({ response }).where(eq(keys.key, key));
  },

  async release(key) {
    await db.delete(keys).where(and(eq(keys.key, key), isNull(keys.response)));
  },
});
