import { ageOn } from '../dates.ts';
import { isBreakdownCover } from './breakdownCover.ts';
import type { RatedPolicy } from './policy.ts';
import type { PolicyExcess } from './ratingResult.ts';

/**
 * Excess per driver: a compulsory part set by the driver's age on the effective date
 * (younger drivers claim more often, so they carry more of each claim) plus the
 * voluntary excess the policyholder chose for the whole policy.
 *
 * | Driver age | Compulsory |
 * | ---------- | ---------- |
 * | under 21   | £500       |
 * | 21–24      | £350       |
 * | 25 and up  | £250       |
 *
 * A home policy has one excess, in the policyholder's name, with a £100 compulsory part.
 * Breakdown cover has none: a rescue is never shared with the customer.
 */
const COMPULSORY_BY_MAXIMUM_AGE = [
  { upToAge: 20, pence: 50_000 },
  { upToAge: 24, pence: 35_000 },
  { upToAge: Number.POSITIVE_INFINITY, pence: 25_000 },
] as const;
export const HOME_COMPULSORY_EXCESS_PENCE = 10_000;

export function compulsoryExcessForAge(age: number): number {
  return COMPULSORY_BY_MAXIMUM_AGE.find((band) => age <= band.upToAge)?.pence ?? 25_000;
}

function excess(fullName: string, compulsory: number, voluntary: number): PolicyExcess {
  return { fullName, voluntary, compulsory, total: compulsory + voluntary };
}

export function policyExcesses(policy: RatedPolicy, onDate: string): PolicyExcess[] {
  if (isBreakdownCover(policy)) return [];
  const voluntary = policy.voluntaryExcessPence;
  if (policy.product === 'HOME')
    return [excess(policy.policyholderName, HOME_COMPULSORY_EXCESS_PENCE, voluntary)];
  return policy.drivers.map((driver) =>
    excess(driver.fullName, compulsoryExcessForAge(ageOn(driver.dateOfBirth, onDate)), voluntary),
  );
}
