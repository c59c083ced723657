/**
 * The quote state machine. The server changes a quote's status only
 * through `transition`, so every endpoint agrees on what may happen next.
 *
 * | from                   | accept   | decline  | proceedToPayment  | postpone          | awaitPayment     | confirmPayment    | failPayment            |
 * |------------------------|----------|----------|-------------------|-------------------|------------------|-------------------|------------------------|
 * | PROPOSED               | ACCEPTED | DECLINED | PAYMENT_PROCEEDED | –                 | –                | –                 | –                      |
 * | PAYMENT_PROCEEDED      | –        | –        | (replay)          | PAYMENT_PROCEEDED | PAYMENT_AWAITING | PAYMENT_CONFIRMED | PAYMENT_PROCEED_FAILED |
 * | PAYMENT_AWAITING       | –        | –        | –                 | –                 | (replay)         | PAYMENT_CONFIRMED | PAYMENT_PROCEED_FAILED |
 * | PAYMENT_PROCEED_FAILED | –        | –        | PAYMENT_PROCEEDED | –                 | –                | –                 | (replay)               |
 * | ACCEPTED, DECLINED, PAYMENT_CONFIRMED: final; the event that led there replays, all else is refused |
 *
 * Postpone (web chat unavailable) leaves the quote waiting for payment: the emailed link stays
 * valid. A failed payment may be retried with another card: proceeding again is allowed.
 */
export const QUOTE_STATUSES = [
  'PROPOSED',
  'PAYMENT_PROCEEDED',
  'PAYMENT_AWAITING',
  'PAYMENT_PROCEED_FAILED',
  'PAYMENT_CONFIRMED',
  'ACCEPTED',
  'DECLINED',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The statuses a customer can no longer act on: the decision is made. */
export const DECIDED_STATUSES = ['ACCEPTED', 'DECLINED', 'PAYMENT_CONFIRMED'] as const;
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];
/** A decided quote is final: no event moves it on. */
export const isDecided = (status: string): status is DecidedStatus =>
  (DECIDED_STATUSES as readonly string[]).includes(status);

export const QUOTE_EVENTS = [
  'accept',
  'decline',
  'proceedToPayment',
  'postpone',
  'awaitPayment',
  'confirmPayment',
  'failPayment',
] as const;
export type QuoteEvent = (typeof QUOTE_EVENTS)[number];

const NEXT: Record<QuoteStatus, Partial<Record<QuoteEvent, QuoteStatus>>> = {
  PROPOSED: { accept: 'ACCEPTED', decline: 'DECLINED', proceedToPayment: 'PAYMENT_PROCEEDED' },
  PAYMENT_PROCEEDED: {
    postpone: 'PAYMENT_PROCEEDED',
    awaitPayment: 'PAYMENT_AWAITING',
    confirmPayment: 'PAYMENT_CONFIRMED',
    failPayment: 'PAYMENT_PROCEED_FAILED',
  },
  PAYMENT_AWAITING: { confirmPayment: 'PAYMENT_CONFIRMED', failPayment: 'PAYMENT_PROCEED_FAILED' },
  PAYMENT_PROCEED_FAILED: { proceedToPayment: 'PAYMENT_PROCEEDED' },
  PAYMENT_CONFIRMED: {},
  ACCEPTED: {},
  DECLINED: {},
};

/** The event whose arrival leaves a quote in each status: replaying it answers as the first time did. */
const ARRIVED_BY: Record<QuoteStatus, QuoteEvent | null> = {
  PROPOSED: null,
  PAYMENT_PROCEEDED: 'proceedToPayment',
  PAYMENT_AWAITING: 'awaitPayment',
  PAYMENT_PROCEED_FAILED: 'failPayment',
  PAYMENT_CONFIRMED: 'confirmPayment',
  ACCEPTED: 'accept',
  DECLINED: 'decline',
};

export type TransitionResult =
  | { ok: true; status: QuoteStatus; replayed: boolean }
  | { ok: false; errorCode: 'QUOTE_ALREADY_DECIDED' | 'INVALID_TRANSITION' };

export function transition(status: QuoteStatus, event: QuoteEvent): TransitionResult {
  const next = NEXT[status][event];
  if (next && next !== status) return { ok: true, status: next, replayed: false };
  if (ARRIVED_BY[status] === event || next === status) return { ok: true, status, replayed: true };
  return { ok: false, errorCode: isDecided(status) ? 'QUOTE_ALREADY_DECIDED' : 'INVALID_TRANSITION' };
}

/** The customer may act on a quote only while it is undecided. */
export const canCustomerAct = (status: QuoteStatus): boolean => !isDecided(status);
export const isQuoteStatus = (value: string): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value);
