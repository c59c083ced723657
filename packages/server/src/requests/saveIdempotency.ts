import type { SaveRequest } from '@portal/domain/api/save';
import type { FormCode } from '@portal/domain/forms';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { saveIdempotency } from '../db/schema/requests.ts';
import { requestHash } from '../payments/idempotency.ts';

type Executor = Pick<Db, 'select' | 'insert'>;
export type EarlierAnswer =
  | { ok: true; reference: string }
  | { ok: false; errorCode: 'IDEMPOTENCY_KEY_REUSED' };

/**
 * One save's Idempotency-Key (issue 16). Only a save that stored a request is remembered: a
 * refusal changed nothing, so sending the same key again simply judges the answers again.
 */
export function saveKey(key: string, form: FormCode, body: SaveRequest, brand: string) {
  const hash = requestHash({ form, brand, body });
  return {
    /** The first answer for this key, if a save with it has landed. */
    async earlier(db: Executor): Promise<EarlierAnswer | undefined> {
      const [row] = await db.select().from(saveIdempotency).where(eq(saveIdempotency.key, key));
      if (!row) return undefined;
      return row.requestHash === hash
        ? { ok: true, reference: row.reference }
        : { ok: false, errorCode: 'IDEMPOTENCY_KEY_REUSED' };
    },
    /** Takes the key for this save; false when another save already holds it. */
    async claim(tx: Executor, reference: string, now: Date): Promise<boolean> {
      const inserted = await tx
        .insert(saveIdempotency)
        .values({ key, requestHash: hash, reference, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: saveIdempotency.key });
      return inserted.length > 0;
    },
  };
}
