import { formatLongDate } from '../dates.ts';

/**
 * The payment error catalogue. Keys are the codes the payment calls answer with; each message
 * is a full sentence a customer can act on.
 */
export const PAYMENT_ERRORS = {
  'payment.too.many.attempts.with.same.card':
    'Sorry, we could not verify this card. Please enter an alternative card.',
  'payment.card.not.valid.option.for.payment':
    'Sorry, this Credit Card or Debit Card is not a valid option for this payment. Please use another card.',
  'payment.invalid.payment.details':
    'The card details you entered are not valid. Please check them and enter them again.',
  'payment.cannot.validate.try.again.or.another.card':
    'The card details you entered are not valid. Please check them and enter them again, or use another card.',
  'payment.missing.start.or.issue.date': 'Please enter the start date and/or issue number of your card.',
  'payment.options.per.month.not.found': 'Sorry, we could not find the price per month for your quote.',
  'payment.execute.error': 'Your payment was declined by your bank. Please choose an alternative card.',
} as const;
export type PaymentErrorCode = keyof typeof PAYMENT_ERRORS;

export const isPaymentErrorCode = (code: string): code is PaymentErrorCode =>
  Object.hasOwn(PAYMENT_ERRORS, code);

/**
 * Errors of the payment API itself (not the acquirer's): replayed requests that do not match,
 * and a payment still being taken for the same key. Answered as `{ errorCode, message }`.
 */
export const PAYMENT_API_ERRORS = {
  IDEMPOTENCY_KEY_REUSED:
    'This payment request was already made with different details. Please start the payment again.',
  PAYMENT_IN_PROGRESS: 'Your payment is still being processed. Please wait a moment before trying again.',
  CARD_NOT_FOUND: 'We could not find the card details for this payment. Please enter your card again.',
  CHALLENGE_NOT_FOUND: 'We could not find this card check. Please start the payment again.',
  PAYMENT_NOT_FOUND: 'We could not find this payment.',
  RETURN_URL_NOT_ALLOWED: 'The payment return address is not allowed.',
  DEVICE_DATA_INVALID: 'We could not check your device. Please start the payment again.',
} as const;
export type PaymentApiErrorCode = keyof typeof PAYMENT_API_ERRORS;

export const UNKNOWN_PAYMENT_ERROR_TITLE = 'Oh dear!';

/** `payment.invalid.payment.details` → `invalid payment details`; the spec's title rule. */
export const paymentErrorTitle = (code: string): string => {
  // Sentence case here, not by CSS: a style that capitalised every word turned "Oh dear!" into "Oh Dear!".
  const words = code.replace(/^payment\./, '').replaceAll('.', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface PaymentErrorContext {
  /** The line to call, named with its number: "Call our customer services line on 0808 157 0101". */
  callLine: string;
  /** Opening hours as the brand words them, e.g. 'Monday to Friday 8am to 9pm'. */
  openingHours: string;
  /** Date (YYYY-MM-DD) until which the emailed link stays valid. */
  linkValidUntil: string;
}

export interface PaymentErrorCopy {
  title: string;
  message: string;
}

const technicalDifficulties = (context: PaymentErrorContext): string =>
  `We're having some technical difficulties. ${context.callLine} ` +
  `(${context.openingHours}) to complete your change. The link we emailed you remains valid until ` +
  `${formatLongDate(context.linkValidUntil)}.`;

/** Title and message for a payment error key; unknown keys get the generic 'Oh dear!' copy. */
export const describePaymentError = (code: string, context: PaymentErrorContext): PaymentErrorCopy =>
  isPaymentErrorCode(code)
    ? { title: paymentErrorTitle(code), message: PAYMENT_ERRORS[code] }
    : { title: UNKNOWN_PAYMENT_ERROR_TITLE, message: technicalDifficulties(context) };
