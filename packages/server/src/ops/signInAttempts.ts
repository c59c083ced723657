import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { staffSignInAttempts } from '../db/schema/ops.ts';

/** Wrong passwords in a row before the email locks, and how long it stays locked. */
export const LOCKOUT = { attempts: 5, minutes: 15 } as const;

const table = staffSignInAttempts;

/**
 * Takes one attempt for an email before any password is verified, in one statement, so parallel
 * tries cannot all slip under the limit: the attempt that reaches the limit locks the email at
 * once. Answers that attempt's number, or undefined while the email is locked (verify nothing).
 * A lock that has run out starts the count again.
 */
export async function reserveAttempt(db: Db, email: string, now: Date): Promise<number | undefined> {
  const lockEnds = new Date(now.getTime() + LOCKOUT.minutes * 60_000);
  const expired = sql`${table.lockedUntil} <= ${now.toISOString()}`;
  const next = sql`case when ${expired} then 1 else ${table.attempts} + 1 end`;
  const [row] = await db
    .insert(table)
    .values({
      email,
      attempts: 1,
      lockedUntil: LOCKOUT.attempts <= 1 ? lockEnds : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: table.email,
      set: {
        attempts: next,
        lockedUntil: sql`case when ${next} >= ${LOCKOUT.attempts} then ${lockEnds.toISOString()}::timestamptz end`,
        updatedAt: now,
      },
      setWhere: or(isNull(table.lockedUntil), expired),
    })
    .returning({ attempts: table.attempts });
  return row?.attempts;
}

/**
 * A right password clears the count, checked again in the same statement: if the email locked
 * while this attempt was verifying (another attempt reached the limit), nothing is cleared and
 * the sign-in is refused. The attempt that set the lock itself may still clear it.
 */
export async function clearAttempts(db: Db, email: string, attempt: number): Promise<boolean> {
  const cleared = await db
    .update(table)
    .set({ attempts: 0, lockedUntil: null })
    .where(
      and(
        eq(table.email, email),
        attempt >= LOCKOUT.attempts ? eq(table.attempts, attempt) : isNull(table.lockedUntil),
      ),
    )
    .returning({ email: table.email });
  return cleared.length > 0;
}
