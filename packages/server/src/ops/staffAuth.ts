import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { sha256 as tokenHash } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import { staffAccounts, staffSessions } from '../db/schema/ops.ts';
import { audit, type StaffMember } from './audit.ts';
import { dummyHash, passwordMatches } from './passwords.ts';
import { clearAttempts, LOCKOUT, reserveAttempt } from './signInAttempts.ts';
import { findStaffByEmail, normaliseEmail } from './staffAccounts.ts';

/** A staff session lasts a working day, however active. */
export const STAFF_SESSION_HOURS = 8;

export const SIGN_IN_MESSAGES = {
  wrong: 'The email address or password is not right. Check them and try again.',
  locked: `This account is locked after ${LOCKOUT.attempts} wrong passwords. Try again in ${LOCKOUT.minutes} minutes, or ask a supervisor.`,
} as const;

export type SignInResult =
  | { ok: true; staff: StaffMember; token: string; expiresAt: Date }
  | { ok: false; reason: keyof typeof SIGN_IN_MESSAGES };

export function createStaffAuth(db: Db, clock: () => Date) {
  return {
    /**
     * Checks a password, at most LOCKOUT.attempts times per email in a row however many arrive at
     * once: each attempt is reserved before the password is verified, and a locked email (known or
     * not, answered alike) is refused without verifying anything. Every attempt is audited.
     */
    async signIn(typedEmail: string, password: string): Promise<SignInResult> {
      const now = clock();
      const email = normaliseEmail(typedEmail).slice(0, 200);
      const attempt = await reserveAttempt(db, email, now);
      const account = await findStaffByEmail(db, email);
      const who = { id: account?.id ?? null, email: account?.email ?? email };
      if (attempt === undefined) {
        await audit(db, who, { action: 'sign-in refused', detail: { locked: true } }, now);
        return { ok: false, reason: 'locked' };
      }
      // An unknown email verifies against a dummy hash: it takes as long as a wrong password.
      const matches = await passwordMatches(account?.passwordHash ?? (await dummyHash()), password);
      if (!account || !matches) {
        const locks = attempt >= LOCKOUT.attempts;
        await audit(db, who, { action: locks ? 'account locked' : 'sign-in refused' }, now);
        return { ok: false, reason: locks ? 'locked' : 'wrong' };
      }
      if (!(await clearAttempts(db, email, attempt))) {
        await audit(db, who, { action: 'sign-in refused', detail: { locked: true } }, now);
        return { ok: false, reason: 'locked' };
      }
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
