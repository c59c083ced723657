import { compareDates, inclusiveDays } from '../dates.ts';
import { minimumAnnualPremium, newAnnual, type RatingOptions } from './annualPremium.ts';
import { applyChange } from './applyChange.ts';
import { isBreakdownCover } from './breakdownCover.ts';
import type { PolicyChange } from './change.ts';
import { policyExcesses } from './excess.ts';
import type { RatedPolicy } from './policy.ts';
import { proRataChange } from './proRata.ts';
import { rateRenewal } from './rateRenewal.ts';
import { invalid, type RatingResult } from './ratingResult.ts';
import { referralFor } from './referral.ts';
import { settle } from './settlement.ts';
import { technicalPremium, technicalRescuePremium, temporaryVehicleDailyRate } from './technicalPremium.ts';

/**
 * Prices a mid-term change (see README.md in this folder for the whole method):
 * 1. apply the change to a copy of the policy; 2. refer risks outside appetite;
 * 3. full-year change = technical premium after − before (never taking the premium
 *    below the minimum); 4. charge it pro rata for the days left, or by the day for a
 *    temporary vehicle; 5. the same for linked breakdown cover; 6. work out fee, tax
 *    and how it is paid.
 */
export function rateChange(policy: RatedPolicy, change: PolicyChange, options: RatingOptions): RatingResult {
  // A renewal is a new term, priced whole: see rateRenewal.ts.
  if (change.kind === 'renewal') return rateRenewal(policy, change, options);
  const { effectiveDate } = options;
  const withinCover =
    compareDates(effectiveDate, policy.coverStartDate) >= 0 &&
    compareDates(effectiveDate, policy.coverEndDate) <= 0;
  if (!withinCover) return invalid('EFFECTIVE_DATE_OUTSIDE_COVER');

  const applied = applyChange(policy, change);
  if (applied.kind === 'invalid') return applied;
  const referral = referralFor(applied, effectiveDate);
  if (referral) return referral;
  const { after, temporary } = applied;

  const newAnnualPremiumPence = newAnnual(
    policy.annualPremiumPence,
    technicalPremium(after, effectiveDate) - technicalPremium(policy, effectiveDate),
    minimumAnnualPremium(isBreakdownCover(policy)),
  );
  const carPolicyPremiumChange = temporary
    ? temporaryVehicleDailyRate(policy, temporary.vehicle, effectiveDate) *
      inclusiveDays(temporary.startDate, temporary.endDate)
    : proRataChange(newAnnualPremiumPence - policy.annualPremiumPence, policy, effectiveDate);

  const rescue = policy.linkedBreakdown;
  const newLinkedRescueAnnualPremiumPence = rescue
    ? newAnnual(
        rescue.annualPremiumPence,
        technicalRescuePremium(after, effectiveDate) - technicalRescuePremium(policy, effectiveDate),
        0,
      )
    : null;
  const linkedRescuePremiumChange =
    rescue && newLinkedRescueAnnualPremiumPence !== null
      ? proRataChange(newLinkedRescueAnnualPremiumPence - rescue.annualPremiumPence, policy, effectiveDate)
      : 0;

  const totalPremiumChange = carPolicyPremiumChange + linkedRescuePremiumChange;
  return {
    kind: 'quote',
    newAnnualPremiumPence,
    newLinkedRescueAnnualPremiumPence,
    totalPremiumChange,
    carPolicyPremiumChange,
    linkedRescuePremiumChange,
    linkedRescueFlag: rescue !== null,
    ...settle(totalPremiumChange, policy.payment, options.brandFees),
    policyExcesses: policyExcesses(after, effectiveDate),
  };
}
