import { DEPLOYMENT_BRANDS, type DeploymentBrand } from '@portal/domain/brands/brand';
import { quoteRecordSchema } from '@portal/domain/quotes/quoteDto';
import { isBreakdownCover } from '@portal/domain/rating/breakdownCover';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { policies } from '../db/schema/policies.ts';
import type { quotes } from '../db/schema/quotes.ts';

const asDateArray = (iso: string) => iso.split('-').map(Number);

/** The cover the quotation names: a breakdown brand's motor policy is breakdown cover, whatever its row says. */
const coverTypeOf = (policy: { coverType: string; brand: string; product: string }): string =>
  DEPLOYMENT_BRANDS.includes(policy.brand as DeploymentBrand) &&
  policy.product === 'MOTOR' &&
  isBreakdownCover({ brand: policy.brand as DeploymentBrand, product: 'MOTOR' })
    ? 'breakdown'
    : policy.coverType;

/** The quote as the browser keeps it with its status as of now. */
export async function quoteRecord(db: DbOrTx, quote: typeof quotes.$inferSelect, token: string) {
  const [policy] = await db
    .select({
      policyNumber: policies.policyNumber,
      coverType: policies.coverType,
      brand: policies.brand,
      product: policies.product,
    })
    .from(policies)
    .where(eq(policies.id, quote.policyId));
  // Parsed on the way out, so the browser only ever receives the record the domain defines.
  return quoteRecordSchema.parse({
    token,
    coverStartDate: asDateArray(quote.coverStart),
    coverEndDate: asDateArray(quote.coverEnd),
    policyNumber: policy?.policyNumber ?? '',
    coverType: policy ? coverTypeOf(policy) : 'comprehensive',
    quoteDTO: { ...quote.quoteDto, uuid: quote.uuid, quote_status: quote.status },
    amendedDTO: quote.amendedDto,
  });
}
