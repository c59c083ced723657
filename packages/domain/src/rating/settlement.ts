import type { RatedPolicy } from './policy.ts';
import type { PremiumDeviationFlag, RatingQuote } from './ratingResult.ts';
import { prorate } from './rounding.ts';

/**
 * How a premium change is paid for.
 *
 * - IPT: premiums are quoted with insurance premium tax at 12% included, so the tax
 *   inside a change is change × 12 / 112, rounded once (half away from zero).
 * - Admin fee: the brand's fee is charged only when the premium goes up, and is zero
 *   for a brand whose price includes IPT (its quoted price is all the customer pays).
 *   The fee sits outside IPT.
 * - LUMP_SUM_CC: an increase plus the fee is taken by card now (amountToDebit).
 * - LUMP_SUM_DD: the increase plus the fee is collected by the existing direct debit
 *   mandate, so nothing is taken by card (amountToDebit 0).
 * - MONTHLY_DD: the change plus any fee is spread over the remaining instalments:
 *   each gets the amount divided by the count, truncated towards zero, and the
 *   remainder goes on the first instalment, so the customer meets it straight away and
 *   the instalments add up exactly. amountToDebit 0.
 * - Reductions are refunded the same way the policy is paid; nothing is debited.
 */
export const IPT_RATE_PERCENT = 12;

export interface BrandFees {
  adminFeePence: number;
  priceIncludesIpt: boolean;
}

export const deviationFlag = (change: number): PremiumDeviationFlag =>
  change > 0 ? 'INCREASE' : change < 0 ? 'DECREASE' : 'NO_CHANGE';

export const iptWithin = (grossPence: number) =>
  prorate(grossPence, IPT_RATE_PERCENT, 100 + IPT_RATE_PERCENT);

/** Splits `totalPence` into `count` instalments that add up exactly; the remainder goes first. */
export function spreadOverInstalments(totalPence: number, count: number): number[] {
  const each = Math.trunc(totalPence / count);
  const remainder = totalPence - each * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? each + remainder : each));
}

type Settlement = Pick<
  RatingQuote,
  | 'premiumDeviation'
  | 'premiumDeviationFlag'
  | 'adminFee'
  | 'iptPence'
  | 'amountToDebit'
  | 'paymentType'
  | 'instalmentChangePence'
>;

export function settle(
  totalPremiumChange: number,
  payment: RatedPolicy['payment'],
  fees: BrandFees,
): Settlement {
  const flag = deviationFlag(totalPremiumChange);
  const adminFee = flag === 'INCREASE' && !fees.priceIncludesIpt ? fees.adminFeePence : 0;
  const settlement: Settlement = {
    premiumDeviation: flag !== 'NO_CHANGE',
    premiumDeviationFlag: flag,
    adminFee,
    iptPence: iptWithin(totalPremiumChange),
    amountToDebit: payment.type === 'LUMP_SUM_CC' && flag === 'INCREASE' ? totalPremiumChange + adminFee : 0,
    paymentType: payment.type,
  };
  if (payment.type === 'MONTHLY_DD') {
    settlement.instalmentChangePence = spreadOverInstalments(
      totalPremiumChange + adminFee,
      payment.remainingInstalments,
    );
  }
  return settlement;
}
