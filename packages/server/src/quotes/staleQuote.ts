import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import type { quotes } from '../db/schema/quotes.ts';

/**
 * Whether another change has landed on the quote's policy since it was priced, so the quote
 * would be applied on top of a policy it was not priced for. With `lock`, the policy row is
 * locked until the transaction ends: two quotes accepted at once on one policy queue here, and
 * the second sees the version the first one made.
 */
export async function isSuperseded(
  tx: DbOrTx,
  quote: Pick<typeof quotes.$inferSelect, 'policyId' | 'policyVersion'>,
  { lock = false } = {},
): Promise<boolean> {
  if (quote.policyVersion === null) return false;
  const result = await tx.execute(
    lock
      ? sql`SELECT version FROM policies WHERE id = ${quote.policyId} FOR UPDATE`
      : sql`SELECT version FROM policies WHERE id = ${quote.policyId}`,
  );
  const [row] = (result as unknown as { rows: { version: number }[] }).rows;
  return row !== undefined && Number(row.version) !== quote.policyVersion;
}
