import { apiPaths, QUOTE_TOKEN_HEADER } from '@portal/domain/api/paths';
import { QUOTE_STATUSES } from '@portal/domain/quotes/quoteStatus';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client.ts';

/** The quote's status after the bank's page, and the payment error key when it failed. */
export const quotePaymentStatus = z.object({
  status: z.enum(QUOTE_STATUSES),
  errorCode: z.string().optional(),
});
export type QuotePaymentStatus = z.infer<typeof quotePaymentStatus>;

/** GET payment/payment-status, retried 3 times. The emailed token travels as a header, never in the URL. */
export function usePaymentStatus(quote: { token: string; uuid: string } | null) {
  return useQuery({
    queryKey: ['payment-status', quote?.uuid],
    enabled: quote !== null,
    retry: 3,
    gcTime: 0,
    queryFn: () =>
      apiRequest({
        method: 'GET',
        path: `${apiPaths.paymentStatus}?uuid=${encodeURIComponent(quote?.uuid ?? '')}`,
        schema: quotePaymentStatus,
        headers: { [QUOTE_TOKEN_HEADER]: quote?.token ?? '' },
      }),
  });
}
