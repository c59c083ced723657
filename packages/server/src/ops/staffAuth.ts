import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { staffAccounts, staffSessions } from '../db/schema/ops.ts';
import { audit, type StaffMember } from './audit.ts';
import { dummyHash, passwordMatches } from './passwords.ts';
import { findStaffByEmail } from './staffAccounts.ts';

/** Wrong passwords in a row before the account locks, and how long it stays locked. */
export const LOCKOUT = { attempts: 5, minutes: 15 } as const;
/** A staff session lasts a working day, however active. */
export const STAFF_SESSION_HOURS = 8;

export const SIGN_IN_MESSAGES = {
  wrong: 'The email address or password is not right. Check them and try again.',
  locked: `This account is locked after ${LOCKOUT.attempts} wrong passwords. Try again in ${LOCKOUT.minutes} minutes, or ask a supervisor.`,
} as const;

export type SignInResult =
  | { ok: true; staff: StaffMember; token: string; expiresAt: Date }
  | { ok: false; reason: keyof typeof SIGN_IN_MESSAGES };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createStaffAuth(db: Db, clock: () => Date) {
  return {
    /**
     * Checks a password, counting failures: the account locks at the limit, and a locked account
     * is refused without looking at the password. Every attempt is audited.
     */
    async signIn(email: string, password: string): Promise<SignInResult> {
      const now = clock();
      const account = await findStaffByEmail(db, email);
      if (!account) {
        await passwordMatches(await dummyHash(), password);
        await audit(db, { id: null, email: email.slice(0, 200) }, { action: 'sign-in refused' }, now);
        return { ok: false, reason: 'wrong' };
      }
      const who = { id: account.id, email: account.email };
      if (account.lockedUntil && account.lockedUntil > now) {
        await audit(db, who, { action: 'sign-in refused', detail: { locked: true } }, now);
        return { ok: false, reason: 'locked' };
      }
      if (!(await passwordMatches(account.passwordHash, password))) {
        const [after] = await db
          .update(staffAccounts)
          .set({ failedAttempts: sql`${staffAccounts.failedAttempts} + 1` })
          .where(eq(staffAccounts.id, account.id))
          .returning({ failedAttempts: staffAccounts.failedAttempts });
        const locks = (after?.failedAttempts ?? 0) >= LOCKOUT.attempts;
        if (locks)
          await db
            .update(staffAccounts)
            .set({ lockedUntil: new Date(now.getTime() + LOCKOUT.minutes * 60_000), failedAttempts: 0 })
            .where(eq(staffAccounts.id, account.id));
        await audit(db, who, { action: locks ? 'account locked' : 'sign-in refused' }, now);
        return { ok: false, reason: locks ? 'locked' : 'wrong' };
      }
      await db
        .update(staffAccounts)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(staffAccounts.id, account.id));
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
      await db
        .insert(staffSessions)
        .values({ tokenHash: tokenHash(token), staffId: account.id, expiresAt, createdAt: now });
      await audit(db, who, { action: 'signed in' }, now);
      const staff: StaffMember = {
        id: account.id,
        email: account.email,
        name: account.name,
        role: account.role,
      };
      return { ok: true, staff, token, expiresAt };
    },

    /** The staff member of a live session token, or undefined. */
    async staffOf(token: string | undefined): Promise<StaffMember | undefined> {
      if (!token || token.length > 128) return undefined;
      const [row] = await db
        .select({
          id: staffAccounts.id,
          email: staffAccounts.email,
          name: staffAccounts.name,
          role: staffAccounts.role,
        })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, clock())));
      return row;
    },

    async signOut(token: string, staff: StaffMember): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
      await audit(db, staff, { action: 'signed out' }, clock());
    },

    async purge(): Promise<number> {
      const gone = await db
        .delete(staffSessions)
        .where(lt(staffSessions.expiresAt, clock()))
        .returning({ tokenHash: staffSessions.tokenHash });
      return gone.length;
    },
  };
}
export type StaffAuth = ReturnType<typeof createStaffAuth>;
