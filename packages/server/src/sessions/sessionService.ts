import { randomBytes } from 'node:crypto';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { addSeconds, differenceInSeconds, min } from 'date-fns';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { sessions } from '../db/schema/sessions.ts';

/** What every authenticated call knows of its session. */
export interface PortalSession {
  tokenHash: string;
  brand: DeploymentBrand;
  policyId: number | null;
}

/** A session's expiry is written at most this often: one row write per call was a hot spot. */
export const EXPIRY_WRITE_SECONDS = 60;

/**
 * Sessions behind `x-auth-token`: a 256-bit random token of which
 * only the SHA-256 is stored, sliding expiry on accepted calls, revoked on logout, and an absolute
 * lifetime (`maxSeconds`) so a stolen token cannot be kept alive forever by polling.
 */
export function createSessionService(
  db: Db,
  options: { sessionSeconds: number; maxSeconds?: number; clock: () => Date },
) {
  const { sessionSeconds, clock } = options;
  const maxSeconds = options.maxSeconds ?? 4 * 60 * 60;
  // Every authenticated call runs this lookup: built once and prepared (named, so Postgres
  // parses and plans it once per connection) rather than assembled by Drizzle on each call,
  // which the token-checked GET's profile showed at about a tenth of its CPU.
  const live = db
    .select({
      tokenHash: sessions.tokenHash,
      brand: sessions.brand,
      policyId: sessions.policyId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('portal_session_touch');
  return {
    async start(brand: DeploymentBrand): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await db.insert(sessions).values({
        tokenHash: sha256(token),
        brand,
        createdAt: now,
        expiresAt: addSeconds(now, sessionSeconds),
      });
      return token;
    },

    /**
     * The live session behind a token, else undefined. Its expiry slides to now + the session
     * length (never past its absolute end), written only when that moves it by a minute or more;
     * the browser's timeout warning works in minutes, so the slack is never seen.
     */
    async touch(token: string): Promise<PortalSession | undefined> {
      const now = clock();
      const [session] = await live.execute({ tokenHash: sha256(token), now: now.toISOString() });
      if (!session) return undefined;
      const end = addSeconds(session.createdAt, maxSeconds);
      if (end <= now) return undefined;
      const expiresAt = min([addSeconds(now, sessionSeconds), end]);
      if (differenceInSeconds(expiresAt, session.expiresAt) >= EXPIRY_WRITE_SECONDS)
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, session.tokenHash));
      const { tokenHash, brand, policyId } = session;
      return { tokenHash, brand: brand as DeploymentBrand, policyId };
    },

    /** Deletes sessions that can never be used again (expired or revoked); answers how many. */
    async purge(): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, clock()), isNotNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      return gone.length;
    },

    /**
     * Binds the session to the policy it was identified for. True when it now is bound to that
     * policy; false when it was already bound to another one (a session never switches policy).
     */
    async bindPolicy(tx: DbOrTx, session: PortalSession, policyId: number): Promise<boolean> {
      const bound = await tx
        .update(sessions)
        .set({ policyId })
        .where(
          and(
            eq(sessions.tokenHash, session.tokenHash),
            or(isNull(sessions.policyId), eq(sessions.policyId, policyId)),
          ),
        )
        .returning({ policyId: sessions.policyId });
      return bound.length === 1;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
