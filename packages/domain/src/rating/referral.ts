import { ageOn } from '../dates.ts';
import type { AppliedChange } from './applyChange.ts';
import type { RatedPolicy } from './policy.ts';
import type { RatingReferral, ReferralCode } from './ratingResult.ts';
import { claimsInLast3Years } from './technicalPremium.ts';

/**
 * Risks outside what the portal may price on its own; an underwriter decides instead.
 * Judged on the policy as it would stand after the change (including a temporary
 * vehicle), so an address change on a policy that has since drifted out of appetite
 * is referred too.
 *
 * | Code                         | Refers when                                                        |
 * | ---------------------------- | ------------------------------------------------------------------ |
 * | YOUNG_DRIVER_WITH_CONVICTION | a driver under 21 has any conviction                               |
 * | VEHICLE_VALUE_OVER_LIMIT     | a vehicle is worth more than £75,000                               |
 * | TOO_MANY_CLAIMS              | the drivers have more than 2 claims between them in the last 3 years |
 * | HIGH_GROUP_YOUNG_DRIVER      | a vehicle is above group 45 and a driver is under 25               |
 */
export const VEHICLE_VALUE_LIMIT_PENCE = 7_500_000;
export const MAXIMUM_CLAIMS_IN_3_YEARS = 2;
export const HIGHEST_GROUP_FOR_UNDER_25S = 45;

const REASONS = {
  YOUNG_DRIVER_WITH_CONVICTION: 'A driver under 21 has a motoring conviction.',
  VEHICLE_VALUE_OVER_LIMIT: 'A vehicle is worth more than £75,000.',
  TOO_MANY_CLAIMS: 'The drivers have made more than 2 claims in the last 3 years.',
  HIGH_GROUP_YOUNG_DRIVER: 'A vehicle above insurance group 45 would be driven by someone under 25.',
} as const satisfies Record<ReferralCode, string>;

interface RiskView {
  policy: RatedPolicy;
  vehicles: RatedPolicy['vehicles'];
  onDate: string;
}

const RULES = {
  YOUNG_DRIVER_WITH_CONVICTION: ({ policy, onDate }) =>
    policy.drivers.some((driver) => ageOn(driver.dateOfBirth, onDate) < 21 && driver.convictions.length > 0),
  VEHICLE_VALUE_OVER_LIMIT: ({ vehicles }) =>
    vehicles.some((vehicle) => vehicle.valuePence > VEHICLE_VALUE_LIMIT_PENCE),
  TOO_MANY_CLAIMS: ({ policy, onDate }) =>
    policy.drivers.reduce((sum, driver) => sum + claimsInLast3Years(driver, onDate), 0) >
    MAXIMUM_CLAIMS_IN_3_YEARS,
  HIGH_GROUP_YOUNG_DRIVER: ({ policy, vehicles, onDate }) =>
    vehicles.some((vehicle) => vehicle.group > HIGHEST_GROUP_FOR_UNDER_25S) &&
    policy.drivers.some((driver) => ageOn(driver.dateOfBirth, onDate) < 25),
} as const satisfies Record<ReferralCode, (risk: RiskView) => boolean>;

export function referralFor(change: AppliedChange, onDate: string): RatingReferral | null {
  const vehicles = change.temporary
    ? [...change.after.vehicles, change.temporary.vehicle]
    : change.after.vehicles;
  const risk: RiskView = { policy: change.after, vehicles, onDate };
  const codes = (Object.keys(RULES) as ReferralCode[]).filter((code) => RULES[code](risk));
  if (codes.length === 0) return null;
  return { kind: 'referral', codes, reasons: codes.map((code) => REASONS[code]) };
}
