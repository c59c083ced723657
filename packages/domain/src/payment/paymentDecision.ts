/** Decisions the execute call answers with (accept-and-pay.md §4 "Card payment"). */
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
