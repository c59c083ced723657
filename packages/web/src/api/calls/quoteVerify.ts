import { apiPaths } from '@portal/domain/api/paths';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FormCode } from '@portal/domain/formCodes';
import { apiFormCode, homeCallName } from '@portal/domain/forms';
import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';
import { apiRequest } from '../client.ts';

/**
 * POST {form}/idv/validate: the emailed token opens its quote (Greenflag coa and cov as
 * gcoa/gcov; a home link of home lapse as home-lapse). The quotation calls it again for a quote
 * priced again; the answer's schema loads with the answer, not with the quotation.
 */
export const verifyQuoteToken = (
  form: FormCode,
  brand: DeploymentBrand,
  token: string,
  product?: 'HOME',
): Promise<QuoteRecord> =>
  apiRequest({
    method: 'POST',
    path: apiPaths.verify(product ? homeCallName(form, product) : apiFormCode(form, brand)),
    schema: () => import('@portal/domain/api/verification').then((api) => api.quoteRecordResponse),
    body: { token },
  });
