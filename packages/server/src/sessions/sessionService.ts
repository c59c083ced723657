import { randomBytes } from 'node:crypto';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { addSeconds } from 'date-fns';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { sessions } from '../db/schema/sessions.ts';
import { sha256 } from '../db/seed.ts';

/** What every authenticated call knows of its session. */
export interface PortalSession {
  tokenHash: string;
  brand: DeploymentBrand;
  policyId: number | null;
}

/**
 * Sessions behind `x-auth-token` (shell-and-routing.md §4): a 256-bit random token of which
 * only the SHA-256 is stored, sliding expiry on every accepted call, revoked on logout.
 */
export function createSessionService(db: Db, options: { sessionSeconds: number; clock: () => Date }) {
  const { sessionSeconds, clock } = options;
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

    /** The live session behind a token, its expiry moved to now + the session length; else undefined. */
    async touch(token: string): Promise<PortalSession | undefined> {
      const now = clock();
      const [session] = await db
        .update(sessions)
        .set({ expiresAt: addSeconds(now, sessionSeconds) })
        .where(
          and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .returning({ tokenHash: sessions.tokenHash, brand: sessions.brand, policyId: sessions.policyId });
      return session ? { ...session, brand: session.brand as DeploymentBrand } : undefined;
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
