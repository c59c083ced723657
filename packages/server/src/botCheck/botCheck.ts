import type { Challenge, Payload } from 'altcha-lib';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { DbOrTx } from '../db/database.ts';
import { botCheckUses } from '../db/schema/botCheck.ts';

/** A challenge is good for ten minutes; solving one takes a phone well under a second. */
const CHALLENGE_MINUTES = 10;
const ALGORITHM = 'SHA-256';

const payloadSchema = z.object({
  challenge: z.object({ parameters: z.looseObject({}), signature: z.string().optional() }),
  solution: z.looseObject({}),
});

/** Reads the widget's payload: base64 JSON of { challenge, solution }. */
function decodePayload(encoded: string): Payload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return parsed.success ? (parsed.data as unknown as Payload) : null;
  } catch {
    return null;
  }
}

export interface BotCheck {
  enabled: boolean;
  challenge(): Promise<Challenge>;
  /** Whether the payload solves a challenge we signed and has not expired (nothing is used up). */
  solves(encoded: string | undefined): Promise<boolean>;
  /** Whether the payload solves a challenge we signed, unexpired and not used before (it is used up now). */
  passes(db: DbOrTx, encoded: string | undefined): Promise<boolean>;
}

/**
 * The robot check every simple request asks before it is sent, self-hosted: an ALTCHA proof-of-work challenge signed
 * with our key, so no customer data goes to a third party. `enabled: false` (BOT_CHECK=off) lets
 * every save through, for tests.
 */
export function createBotCheck(options: { enabled: boolean; secret: string; clock: () => Date }): BotCheck {
  /** The payload when it solves a challenge we signed and has not expired, else null. */
  const verified = async (encoded: string | undefined): Promise<Payload | null> => {
    const payload = encoded ? decodePayload(encoded) : null;
    if (!payload?.challenge.signature) return null;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: options.secret,
    });
    return result.verified ? payload : null;
  };
  return {
    enabled: options.enabled,
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(5_000, 20_000),
        deriveKey,
        // altcha-lib judges expiry by the machine's clock, so the challenge is dated by it too.
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret: options.secret,
      }),
    solves: async (encoded) => !options.enabled || (await verified(encoded)) !== null,
    async passes(db, encoded) {
      if (!options.enabled) return true;
      const payload = await verified(encoded);
      if (!payload?.challenge.signature) return false;
      // Each solved challenge is good for one request: a replayed payload is refused.
      const used = await db
        .insert(botCheckUses)
        .values({ signature: payload.challenge.signature, usedAt: options.clock() })
        .onConflictDoNothing()
        .returning({ signature: botCheckUses.signature });
      return used.length === 1;
    },
  };
}
