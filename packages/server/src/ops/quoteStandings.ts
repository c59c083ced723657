import { quoteStanding } from '@portal/domain/quotes/quoteStanding';
import type { DbOrTx } from '../db/database.ts';
import type { quotes } from '../db/schema/quotes.ts';
import { isSuperseded } from '../quotes/staleQuote.ts';

type QuoteRow = Pick<
  typeof quotes.$inferSelect,
  'uuid' | 'policyId' | 'policyVersion' | 'status' | 'updatedAt'
>;

/** Each quote's true state for staff: superseded by a later change, or stuck in payment. */
export async function withStanding<T extends QuoteRow>(db: DbOrTx, rows: T[], now: Date) {
  return Promise.all(
    rows.map(async (row) => ({
      row,
      standing: quoteStanding(
        {
          status: row.status,
          superseded: await isSuperseded(db, row),
          updatedAt: row.updatedAt.toISOString(),
        },
        now.toISOString(),
      ),
    })),
  );
}
