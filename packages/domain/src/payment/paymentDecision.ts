import type { QuoteStatus } from '../quotes/quoteStatus.ts';

/** Decisions the execute call answers with. */
export const PAYMENT_DECISIONS = [
  'SUCCESS',
  'GO_TO_3D_SECURE',
  'GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR',
  'DECLINED',
] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

/** Accept-side routes a payment can lead to, relative to /{form}/accept/. */
export type PaymentRoute =
  | 'payment-success'
  | '3dsecure'
  | 'card-payment?paymentErrorCC=true'
  | 'payment-declined';

const DECISION_ROUTES = {
  SUCCESS: 'payment-success',
  GO_TO_3D_SECURE: '3dsecure',
  GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR: 'card-payment?paymentErrorCC=true',
  DECLINED: 'payment-declined',
} as const satisfies Record<PaymentDecision, PaymentRoute>;

const isDecision = (value: string): value is PaymentDecision => Object.hasOwn(DECISION_ROUTES, value);

/** Where the browser goes after execute; any decision it does not know is a decline, as the spec says. */
export const nextPaymentRoute = (decision: string): PaymentRoute =>
  isDecision(decision) ? DECISION_ROUTES[decision] : 'payment-declined';

/** Statuses the card provider appends to the return address: `/{form}/accept/redirects;status=…`. */
export const PAYMENT_RETURN_STATUSES = ['success', 'declined'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

const RETURN_ROUTES = {
  success: 'payment-success',
  declined: 'payment-declined',
} as const satisfies Record<PaymentReturnStatus, PaymentRoute>;

const isReturnStatus = (value: string): value is PaymentReturnStatus => Object.hasOwn(RETURN_ROUTES, value);

/** Route after the provider sends the browser back; anything but success or declined is a card error. */
export const paymentReturnRoute = (status: string): PaymentRoute =>
  isReturnStatus(status) ? RETURN_ROUTES[status] : 'card-payment?paymentErrorCC=true';

/**
 * Where the customer goes when the bank's 3-D Secure page sends the window back
 *. The server's quote status is
 * the truth once it is known: a confirmed payment is a success whatever the address says, and a
 * failed one is a decline only when the bank declined it (status `declined` or the
 * `payment.execute.error` key); anything else goes back to the card page with the card-error flag.
 * With no status (the status call failed), the address's own status decides, as the spec has it.
 */
export function routeAfterPaymentReturn(
  returnStatus: string,
  quote: { status: QuoteStatus; errorCode?: string | undefined } | null,
): PaymentRoute {
  if (quote === null) return paymentReturnRoute(returnStatus);
  if (quote.status === 'PAYMENT_CONFIRMED') return 'payment-success';
  const bankDeclined = returnStatus === 'declined' || quote.errorCode === 'payment.execute.error';
  if (quote.status === 'PAYMENT_PROCEED_FAILED' && bankDeclined) return 'payment-declined';
  return 'card-payment?paymentErrorCC=true';
}
