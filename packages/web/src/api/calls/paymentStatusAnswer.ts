import { QUOTE_STATUSES } from '@portal/domain/quotes/quoteStatus';
import { z } from 'zod';

/** The quote's status after the bank's page, and the payment error key when it failed. */
export const quotePaymentStatus = z.object({
  status: z.enum(QUOTE_STATUSES),
  errorCode: z.string().optional(),
});
