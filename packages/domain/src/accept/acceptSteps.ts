import { formatLongDate } from '../dates.ts';
import type { PaymentJourney } from '../quotes/paymentJourney.ts';

/** The accept side's pages that a customer paying by card goes through, in order. */
const PAYING_PAGES = ['quote', 'card', 'check'] as const;
export type AcceptStepPage = (typeof PAYING_PAGES)[number];

/**
 * "Step x of y" on the accept side, counting the pages that follow for this quote: a quote paid
 * by card is the quote, the card details and the check before paying. The bank's own check
 * (3-D Secure) is asked only by some banks, so it is not counted and shows no counter. A quote
 * accepted without paying is one page: no counter at all.
 */
export function acceptStepCounter(
  page: AcceptStepPage,
  journey: PaymentJourney,
): { step: number; of: number } | null {
  if (journey !== 'online-payment') return null;
  return { step: PAYING_PAGES.indexOf(page) + 1, of: PAYING_PAGES.length };
}

/** How long the emailed link to this quote works, as the quote email says it. */
export const quoteLinkValidLine = (linkValidUntil: string): string =>
  `You can come back to this quote with the link in your email until the end of ${formatLongDate(linkValidUntil)}.`;
