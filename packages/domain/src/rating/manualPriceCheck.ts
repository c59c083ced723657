import type { FieldError } from '../errors.ts';
import { formatPence } from '../money.ts';
import type { RatedPolicy } from './policy.ts';
import { daysRemaining, proRataChange } from './proRata.ts';

/** A supervisor's price for a referred change, with the reason a reduction must give. */
export interface ManualPrice {
  totalPremiumChangePence: number;
  newAnnualPremiumPence: number;
  reason?: string | undefined;
}

/** The console's pricing form's field names (referralPriceSchema), so each error lands beside its input. */
const FIELDS = { change: 'premiumChange', reason: 'reason' } as const;

/**
 * Why a hand price cannot be sent, field by field. The price must agree with itself: the change
 * for the rest of this term is the difference in annual premium for the days left, exactly as an
 * automatic quote charges it (a £700 premium cannot come with a £50 refund). A reduction gives
 * the customer money back, so it also needs a reason someone else can read later.
 */
export function manualPriceErrors(
  policy: RatedPolicy,
  price: ManualPrice,
  effectiveDate: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const expected = proRataChange(
    price.newAnnualPremiumPence - policy.annualPremiumPence,
    policy,
    effectiveDate,
  );
  if (price.totalPremiumChangePence !== expected) {
    const days = daysRemaining(policy, effectiveDate);
    errors.push({
      field: FIELDS.change,
      message: `For a new annual premium of ${formatPence(price.newAnnualPremiumPence)} (now ${formatPence(policy.annualPremiumPence)}), the change for the ${days} days left of this term is ${formatPence(expected)}. Enter ${formatPence(expected)}, or check the new annual premium.`,
    });
  }
  if (price.totalPremiumChangePence < 0 && (price.reason?.trim().length ?? 0) < 5)
    errors.push({
      field: FIELDS.reason,
      message: 'Say why this change reduces the premium: a reduction needs a reason.',
    });
  return errors;
}
