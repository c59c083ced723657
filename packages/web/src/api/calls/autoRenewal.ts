import { type AutoRenewalRequest, autoRenewalResponse } from '@portal/domain/api/autoRenewal';
import { apiPaths } from '@portal/domain/api/paths';
import type { FormCode } from '@portal/domain/formCodes';
import { apiRequest } from '../client.ts';

/** POST {form}/auto-renewal: the auto-renewal choice made on the quotation, before payment success. */
export const saveAutoRenewal = (form: FormCode, body: AutoRenewalRequest) =>
  apiRequest({ method: 'POST', path: apiPaths.autoRenewal(form), schema: autoRenewalResponse, body });
