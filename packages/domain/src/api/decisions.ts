import { z } from 'zod';
import { QUOTE_STATUSES } from '../quotes/quoteStatus.ts';

/** Every decision on a quote names it twice: the emailed token and the quote's uuid. */
export const quoteDecisionRequest = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
  uuid: z.uuid(),
});
export type QuoteDecisionRequest = z.infer<typeof quoteDecisionRequest>;

/** The quote's status after the call; a replayed call answers the same as the first. */
export const quoteDecisionResponse = z.object({ status: z.enum(QUOTE_STATUSES) });
export type QuoteDecisionResponse = z.infer<typeof quoteDecisionResponse>;

/** Errors a decision may answer, besides TOKEN_EXPIRED / INVALID_TOKEN / QUOTE_NOT_EXISTS. */
export const DECISION_ERRORS = {
  QUOTE_ALREADY_DECIDED: 'This quote has already been accepted or declined.',
  INVALID_TRANSITION: 'This quote cannot do that now.',
  PAYMENT_NOT_DUE: 'There is nothing to pay on this quote.',
} as const;
