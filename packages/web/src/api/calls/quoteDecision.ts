import type { QuoteDecisionRequest, QuoteDecisionResponse } from '@portal/domain/api/decisions';
import { apiPaths } from '@portal/domain/api/paths';
import { useMutation } from '@tanstack/react-query';
import { type ApiFailure, apiRequest } from '../client.ts';

/** The four decisions a customer makes on a quote, each one POST with `{ token, uuid }`. */
const DECISION_PATHS = {
  accept: apiPaths.quoteAccept,
  decline: apiPaths.quoteDecline,
  proceed: apiPaths.paymentProceed,
  postpone: apiPaths.paymentPostpone,
} as const satisfies Record<string, string>;
export type QuoteDecision = keyof typeof DECISION_PATHS;

/** The answer's schema loads with the answer: the quotation's first load does without the schema library. */
export const sendQuoteDecision = (decision: QuoteDecision, body: QuoteDecisionRequest) =>
  apiRequest({
    method: 'POST',
    path: DECISION_PATHS[decision],
    schema: () => import('@portal/domain/api/decisions').then((api) => api.quoteDecisionResponse),
    body,
  });

/**
 * Decisions are idempotent on the server, so a retry after a dropped answer is safe; a refusal
 * (already decided, wrong state) is final and not retried.
 */
export function useQuoteDecision() {
  return useMutation<
    QuoteDecisionResponse,
    ApiFailure,
    { decision: QuoteDecision; body: QuoteDecisionRequest }
  >({
    mutationFn: ({ decision, body }) => sendQuoteDecision(decision, body),
    retry: (failures, error) =>
      failures < 2 && (error.errorCode === 'CONNECTION_ERROR' || error.errorCode === 'SERVER_ERROR'),
  });
}
