import { type PaymentRoute, paymentReturnRoute } from '../payment/paymentDecision.ts';
import type { QuoteDto } from './quoteDto.ts';
import type { QuoteStatus } from './quoteStatus.ts';

export type PaymentJourney = 'online-accept' | 'online-payment';

/**
 * accept-and-pay.md §4: card payment is taken only when the customer pays by card in one sum
 * and the premium goes up; everything else (direct debit, reductions, no change) is accepted
 * online and settled with the policy's usual payment method.
 */
export function paymentJourney(
  quote: Pick<QuoteDto, 'paymentType' | 'premiumDeviationFlag' | 'totalPremiumChange'>,
): PaymentJourney {
  const cardPayment =
    quote.paymentType === 'LUMP_SUM_CC' &&
    quote.premiumDeviationFlag === 'INCREASE' &&
    quote.totalPremiumChange > 0;
  return cardPayment ? 'online-payment' : 'online-accept';
}

/**
 * Where the customer goes when the bank's 3-D Secure page sends the window back
 * (`/{form}/accept/redirects;status=…`, shell-and-routing.md §4). The server's quote status is
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
