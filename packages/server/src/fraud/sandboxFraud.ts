import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { policies } from '../db/schema/policies.ts';
import { quotes } from '../db/schema/quotes.ts';

/**
 * A stand-in for the insurer's fraud service (a real one scores the device and the payment). Its
 * one rule: quotes on the demo policy below are blocked, so the blocked path can be tried.
 */
export const BLOCKED_DEMO_POLICIES: readonly string[] = ['20000001'];

/** The spec's answer words: SUCCESS means the fraud service blocks the payment. */
export type FraudStatus = 'SUCCESS' | 'CLEAR';

export async function fraudStatus(db: DbOrTx, uuid: string): Promise<FraudStatus | undefined> {
  const [row] = await db
    .select({ policyNumber: policies.policyNumber })
    .from(quotes)
    .innerJoin(policies, eq(policies.id, quotes.policyId))
    .where(eq(quotes.uuid, uuid));
  if (!row) return undefined;
  return BLOCKED_DEMO_POLICIES.includes(row.policyNumber) ? 'SUCCESS' : 'CLEAR';
}
