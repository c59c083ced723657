import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import type { quotes } from '../db/schema/quotes.ts';

type PricedQuote = Pick<typeof quotes.$inferSelect, 'uuid' | 'policyId' | 'policyVersion'>;

/**
 * Whether another change has landed on the quote's policy since it was priced — a version
 * made by anything but this quote itself — so the quote would be applied on top of a policy it
 * was not priced for. With `lock`, the policy row is locked until the transaction ends: two
 * quotes accepted at once on one policy queue here, and the second sees the first's change.
 */
export async function isSuperseded(tx: DbOrTx, quote: PricedQuote, { lock = false } = {}): Promise<boolean> {
  if (quote.policyVersion === null) return false;
  if (lock) await tx.execute(sql`SELECT id FROM policies WHERE id = ${quote.policyId} FOR UPDATE`);
  const result = await tx.execute(
    sql`SELECT 1 FROM policy_changes
        WHERE policy_id = ${quote.policyId} AND version > ${quote.policyVersion} AND quote_uuid <> ${quote.uuid}
        LIMIT 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
