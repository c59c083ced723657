import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/** Tables a refused call must never add to (sessions only grow on initialise). */
export const WATCHED_TABLES = [
  'requests',
  'quotes',
  'quote_events',
  'quote_tokens',
  'outbox',
  'sandbox_payments',
  'payment_idempotency',
  'policy_changes',
  'referrals',
  'sandbox_cards',
  'mailbox',
  'sessions',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];
export type WriteCounts = Record<WatchedTable, number>;

/** Row counts of every watched table, read in one statement so they are one snapshot. */
export async function countWrites(db: Db): Promise<WriteCounts> {
  const columns = WATCHED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(
    ', ',
  );
  const result = (await db.execute(sql.raw(`select ${columns}`))) as unknown as {
    rows: Record<WatchedTable, number | string>[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('count query answered no row');
  return Object.fromEntries(WATCHED_TABLES.map((table) => [table, Number(row[table])])) as WriteCounts;
}
