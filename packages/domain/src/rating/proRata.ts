import { inclusiveDays } from '../dates.ts';
import { prorate } from './rounding.ts';

/**
 * A mid-term change is charged only for the cover left: from the effective date to
 * the last day of cover, both counted, over the days in the whole term.
 * Example: a £120.00 full-year increase effective with 73 of 365 days left costs
 * 12000 × 73 / 365 = 2400p. Rounded once, half away from zero, so the magnitude
 * never exceeds the full-year difference.
 */
export interface Term {
  coverStartDate: string;
  coverEndDate: string;
}

export const daysInTerm = (term: Term) => inclusiveDays(term.coverStartDate, term.coverEndDate);

export const daysRemaining = (term: Term, effectiveDate: string) =>
  inclusiveDays(effectiveDate, term.coverEndDate);

export function proRataChange(annualChangePence: number, term: Term, effectiveDate: string): number {
  return prorate(annualChangePence, daysRemaining(term, effectiveDate), daysInTerm(term));
}
