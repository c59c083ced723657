import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';
import { policies, policyChanges } from './schema/policies.ts';

type PolicyColumns = Partial<Omit<typeof policies.$inferInsert, 'id' | 'version'>>;

/** Who changed the policy, through what, and what they changed (a policy_changes row). */
export interface PolicyHistory {
  /** The quote uuid, or the request reference when no quote priced the change. */
  source: string;
  form: string;
  actor: string;
  change: (typeof policyChanges.$inferInsert)['change'];
  at: Date;
}

/**
 * Every change to the policy on record ends here, in the caller's transaction: the policy row
 * takes its new column values and the next version, and the history row says who and what.
 * Answers the new version.
 */
export async function newPolicyVersion(
  tx: DbOrTx,
  policyId: number,
  columns: PolicyColumns,
  history: PolicyHistory,
): Promise<number> {
  const [updated] = await tx
    .update(policies)
    .set({ ...columns, version: sql`${policies.version} + 1` })
    .where(eq(policies.id, policyId))
    .returning({ version: policies.version });
  const version = updated?.version ?? 0;
  await tx.insert(policyChanges).values({
    policyId,
    version,
    quoteUuid: history.source,
    form: history.form,
    actor: history.actor,
    change: history.change,
    at: history.at,
  });
  return version;
}
