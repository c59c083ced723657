import type { BrandFees } from './settlement.ts';

export interface RatingOptions {
  /** London date the change takes effect, within the cover dates. */
  effectiveDate: string;
  brandFees: BrandFees;
}

/** No change may take a policy's full-year premium below this (or below today's, if that is lower). */
export const MINIMUM_ANNUAL_PREMIUM_PENCE = 10_000;

/** Breakdown cover is priced like linked rescue: the tariff alone, with no car insurance floor. */
export const minimumAnnualPremium = (breakdown: boolean): number =>
  breakdown ? 0 : MINIMUM_ANNUAL_PREMIUM_PENCE;

/** Today's full-year premium moved by the tariff's change, never below the floor (or today's, if lower). */
export function newAnnual(currentPence: number, technicalChangePence: number, floorPence: number): number {
  return Math.max(currentPence + technicalChangePence, Math.min(currentPence, floorPence));
}
