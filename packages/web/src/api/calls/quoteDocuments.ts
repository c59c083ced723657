import type { QuoteDecisionRequest } from '@portal/domain/api/decisions';
import { apiPaths } from '@portal/domain/api/paths';
import { quoteDocumentsResponse } from '@portal/domain/api/policyDocuments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/**
 * The documents of the version the quote just made. Asked without the session: the success page
 * ends it on arrival, and the quote's link token and uuid are what name the quote.
 */
export function useQuoteDocuments(quote: QuoteDecisionRequest | null) {
  return useQuery({
    queryKey: ['quote-documents', quote?.uuid],
    enabled: quote !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: () =>
      apiRequest({
        method: 'POST',
        path: apiPaths.quoteDocuments,
        schema: quoteDocumentsResponse,
        body: quote,
        withoutToken: true,
        // The session ended as the success page arrived: this call neither continues nor restarts it.
        background: true,
      }),
  });
}
