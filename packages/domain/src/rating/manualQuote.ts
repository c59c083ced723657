import type { RatedPolicy } from './policy.ts';
import type { RatingQuote } from './ratingResult.ts';
import { type BrandFees, settle } from './settlement.ts';

/**
 * A referred change priced by hand (the operations console): the supervisor decides the change to
 * this term's premium and the new full-year premium; tax, fee and how it is paid follow the same
 * settlement rules as an automatic quote, so the quotation and payment pages work unchanged.
 */
export function manualQuote(
  policy: RatedPolicy,
  price: { totalPremiumChangePence: number; newAnnualPremiumPence: number },
  fees: BrandFees,
): RatingQuote {
  const change = price.totalPremiumChangePence;
  return {
    kind: 'quote',
    newAnnualPremiumPence: price.newAnnualPremiumPence,
    newLinkedRescueAnnualPremiumPence: policy.linkedBreakdown?.annualPremiumPence ?? null,
    totalPremiumChange: change,
    carPolicyPremiumChange: change,
    linkedRescuePremiumChange: 0,
    linkedRescueFlag: policy.linkedBreakdown !== null,
    policyExcesses: [],
    ...settle(change, policy.payment, fees),
  };
}
