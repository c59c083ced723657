import { z } from 'zod';
import { quoteDecisionRequest } from './decisions.ts';

/**
 * POST {form}/auto-renewal with amendUuid and autoRenewal:
 * the customer's auto-renewal choice for the quote they are accepting, saved before payment
 * success. The emailed token comes too, as with every call on a quote: a uuid alone proves nothing.
 */
export const autoRenewalRequest = z.object({
  token: quoteDecisionRequest.shape.token,
  amendUuid: z.uuid(),
  autoRenewal: z.boolean(),
});
export type AutoRenewalRequest = z.infer<typeof autoRenewalRequest>;

export const autoRenewalResponse = z.object({ autoRenewal: z.boolean() });
