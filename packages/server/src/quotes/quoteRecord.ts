import { quoteRecordSchema } from '@portal/domain/quotes/quoteDto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { policies } from '../db/schema/policies.ts';
import type { quotes } from '../db/schema/quotes.ts';

const asDateArray = (iso: string) => iso.split('-').map(Number);

/** The quote as the browser keeps it, with its status as of now. */
export async function quoteRecord(db: DbOrTx, quote: typeof quotes.$inferSelect, token: string) {
  const [policy] = await db
    .select({ policyNumber: policies.policyNumber, coverType: policies.coverType })
    .from(policies)
    .where(eq(policies.id, quote.policyId));
  // Parsed on the way out, so the browser only ever receives the record the domain defines.
  return quoteRecordSchema.parse({
    token,
    coverStartDate: asDateArray(quote.coverStart),
    coverEndDate: asDateArray(quote.coverEnd),
    policyNumber: policy?.policyNumber ?? '',
    coverType: policy?.coverType ?? 'comprehensive',
    quoteDTO: { ...quote.quoteDto, uuid: quote.uuid, quote_status: quote.status },
    amendedDTO: quote.amendedDto,
  });
}
