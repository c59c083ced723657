import { apiPaths, QUOTE_TOKEN_HEADER } from '@portal/domain/api/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

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
        // Its schema loads with its answer: the bank's return draws without the schema library.
        schema: () => import('./paymentStatusAnswer.ts').then((answer) => answer.quotePaymentStatus),
        headers: { [QUOTE_TOKEN_HEADER]: quote?.token ?? '' },
      }),
  });
}
