import type { QuoteEvent, QuoteStatus } from './quoteStatus.ts';

/**
 * A quote's states and events said as a person would say them, for staff pages and flags; the
 * request side's words (requests/stateWords.ts) carry these on, so the console has one mapping.
 */

/** A quote's state, with SUPERSEDED for one a later change to the policy has overtaken. */
export const QUOTE_STATE_WORDS: Record<QuoteStatus | 'SUPERSEDED', string> = {
  PROPOSED: 'Quote sent, waiting for the customer',
  PAYMENT_PROCEEDED: 'Customer is paying',
  PAYMENT_AWAITING: 'Waiting for the card payment to clear',
  PAYMENT_PROCEED_FAILED: 'Payment failed, the customer can try again',
  PAYMENT_CONFIRMED: 'Paid',
  ACCEPTED: 'Accepted, nothing to pay',
  DECLINED: 'Declined by the customer',
  SUPERSEDED: 'Overtaken by a later change to the policy',
};

/** What happened to a quote, for a request's history. */
export const QUOTE_EVENT_WORDS: Record<QuoteEvent | 'create' | 'paymentAttemptRefused', string> = {
  create: 'Quote emailed to the customer',
  accept: 'Customer accepted the quote',
  decline: 'Customer declined the quote',
  proceedToPayment: 'Customer went on to pay',
  postpone: 'Customer chose to pay later',
  awaitPayment: 'Card payment waiting for the bank',
  confirmPayment: 'Payment taken',
  failPayment: 'Payment failed',
  paymentAttemptRefused: 'A payment attempt was refused',
};

/** A machine name ("PAYMENT_REVERSED", "refundIssued") as words, for one the tables do not name yet. */
export const sentenceCase = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A quote's state in words; an unknown one is still said in words, never in capitals. */
export const quoteStateWords = (state: string): string =>
  (QUOTE_STATE_WORDS as Record<string, string>)[state] ?? sentenceCase(state);

/** A quote event in words: "Customer went on to pay". */
export const quoteEventWords = (event: string): string =>
  (QUOTE_EVENT_WORDS as Record<string, string>)[event] ?? sentenceCase(event);
