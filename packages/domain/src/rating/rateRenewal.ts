import { addDaysIso } from '../dates.ts';
import { minimumAnnualPremium, newAnnual, type RatingOptions } from './annualPremium.ts';
import { applyChange } from './applyChange.ts';
import { isBreakdownCover } from './breakdownCover.ts';
import type { PolicyChange } from './change.ts';
import { policyExcesses } from './excess.ts';
import type { RatedPolicy } from './policy.ts';
import { invalid, type RatingResult } from './ratingResult.ts';
import { referralFor } from './referral.ts';
import { settle } from './settlement.ts';
import { technicalPremium, technicalRescuePremium } from './technicalPremium.ts';

type Renewal = Extract<PolicyChange, { kind: 'renewal' }>;

/** A renewed term is paid like a new one: monthly payers start twelve fresh instalments. */
const NEW_TERM_INSTALMENTS = 12;

/**
 * Prices a renewal (mor, hor): the same risk for the next term, with every age, vehicle age and
 * claims window measured on the renewal date. As with a mid-term change the tariff's movement
 * is added to what the customer pays now, keeping their own discounts; unlike one, the whole
 * next-term premium is owed, never a pro-rata share. The figures are the quoteDTO's: the
 * "premium change" is the renewal premium, so a card payer pays it (plus the fee) by card.
 */
export function rateRenewal(policy: RatedPolicy, renewal: Renewal, options: RatingOptions): RatingResult {
  if (renewal.renewalDate !== addDaysIso(policy.coverEndDate, 1)) return invalid('RENEWAL_NOT_NEXT_TERM');
  const applied = applyChange(policy, renewal);
  if (applied.kind === 'invalid') return applied;
  const referral = referralFor(applied, renewal.renewalDate);
  if (referral) return referral;
  const { after } = applied;

  const carPolicyPremiumChange = newAnnual(
    policy.annualPremiumPence,
    technicalPremium(after, renewal.renewalDate) - technicalPremium(policy, policy.coverStartDate),
    minimumAnnualPremium(isBreakdownCover(policy)),
  );
  const rescue = policy.linkedBreakdown;
  const linkedRescuePremiumChange = rescue
    ? newAnnual(
        rescue.annualPremiumPence,
        technicalRescuePremium(after, renewal.renewalDate) -
          technicalRescuePremium(policy, policy.coverStartDate),
        0,
      )
    : 0;
  const totalPremiumChange = carPolicyPremiumChange + linkedRescuePremiumChange;
  const payment =
    policy.payment.type === 'MONTHLY_DD'
      ? { type: 'MONTHLY_DD' as const, remainingInstalments: NEW_TERM_INSTALMENTS }
      : policy.payment;
  return {
    kind: 'quote',
    newAnnualPremiumPence: carPolicyPremiumChange,
    newLinkedRescueAnnualPremiumPence: rescue ? linkedRescuePremiumChange : null,
    totalPremiumChange,
    carPolicyPremiumChange,
    linkedRescuePremiumChange,
    linkedRescueFlag: rescue !== null,
    ...settle(totalPremiumChange, payment, options.brandFees),
    policyExcesses: policyExcesses(after, renewal.renewalDate),
  };
}
