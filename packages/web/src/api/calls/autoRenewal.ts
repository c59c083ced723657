import type { AutoRenewalRequest } from '@portal/domain/api/autoRenewal';
import { apiPaths } from '@portal/domain/api/paths';
import type { FormCode } from '@portal/domain/formCodes';
import { apiRequest } from '../client.ts';

/**
 * POST {form}/auto-renewal: the auto-renewal choice made on the quotation, before payment success.
 * Its answer's schema loads with the answer (as every call the quotation makes): the quotation's
 * first load does without the schema library.
 */
export const saveAutoRenewal = (form: FormCode, body: AutoRenewalRequest) =>
  apiRequest({
    method: 'POST',
    path: apiPaths.autoRenewal(form),
    schema: () => import('@portal/domain/api/autoRenewal').then((api) => api.autoRenewalResponse),
    body,
  });
