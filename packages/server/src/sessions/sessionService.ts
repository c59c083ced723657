import { randomBytes } from 'node:crypto';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { addSeconds } from 'date-fns';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sessions } from '../db/schema/sessions.ts';
import { sha256 } from '../db/seed.ts';

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

    /** True when the token is live; its expiry then moves to now + the session length. */
    async touch(token: string): Promise<boolean> {
      const now = clock();
      const updated = await db
        .update(sessions)
        .set({ expiresAt: addSeconds(now, sessionSeconds) })
        .where(
          and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return updated.length === 1;
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
