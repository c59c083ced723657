import type { QuoteDto } from './quoteDto.ts';

export type PaymentJourney = 'online-accept' | 'online-payment';

/**
 * Card payment is taken only when the customer pays by card in one sum
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
 * Where online payment goes after proceed: card-payment, or `payment` for fraud-check journeys.
 * (Here, not beside the secure form's rules: the quotation reads it on its first load.)
 */
export const pageAfterProceed = (fraudCheckJourney: boolean) =>
  fraudCheckJourney ? ('payment' as const) : ('card-payment' as const);
