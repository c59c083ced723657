import { z } from 'zod';
import { PAYMENT_TYPES } from './policy.ts';

/**
 * What the rating engine answers. A quote carries the quoteDTO money fields of
 * the quote (all integer pence, IPT included); a referral means an
 * underwriter must look; an invalid answer means the request itself does not fit the policy.
 */
const pence = z.number().int();

export const policyExcessSchema = z.object({
  fullName: z.string(),
  voluntary: pence,
  compulsory: pence,
  total: pence,
});
export type PolicyExcess = z.infer<typeof policyExcessSchema>;

export const PREMIUM_DEVIATION_FLAGS = ['INCREASE', 'DECREASE', 'NO_CHANGE'] as const;
export type PremiumDeviationFlag = (typeof PREMIUM_DEVIATION_FLAGS)[number];

export const ratingQuoteSchema = z.object({
  kind: z.literal('quote'),
  /** The car (or home) policy's full-year premium after the change. */
  newAnnualPremiumPence: pence,
  /** The linked breakdown cover's full-year premium after the change; null when there is none. */
  newLinkedRescueAnnualPremiumPence: pence.nullable(),
  /** carPolicyPremiumChange + linkedRescuePremiumChange, for the rest of this term. */
  totalPremiumChange: pence,
  carPolicyPremiumChange: pence,
  linkedRescuePremiumChange: pence,
  /** True when the policy has linked breakdown cover, so the premium breakdown is shown. */
  linkedRescueFlag: z.boolean(),
  premiumDeviation: z.boolean(),
  premiumDeviationFlag: z.enum(PREMIUM_DEVIATION_FLAGS),
  adminFee: pence,
  /** The insurance premium tax inside totalPremiumChange (negative on a reduction). */
  iptPence: pence,
  /** Taken by card now; zero unless a LUMP_SUM_CC policy's premium goes up. */
  amountToDebit: pence,
  paymentType: z.enum(PAYMENT_TYPES),
  /** MONTHLY_DD only: the change to each remaining instalment, first instalment first. */
  instalmentChangePence: z.array(pence).optional(),
  policyExcesses: z.array(policyExcessSchema),
});
export type RatingQuote = z.infer<typeof ratingQuoteSchema>;

export const REFERRAL_CODES = [
  'YOUNG_DRIVER_WITH_CONVICTION',
  'VEHICLE_VALUE_OVER_LIMIT',
  'TOO_MANY_CLAIMS',
  'HIGH_GROUP_YOUNG_DRIVER',
] as const;
export type ReferralCode = (typeof REFERRAL_CODES)[number];

export const ratingReferralSchema = z.object({
  kind: z.literal('referral'),
  codes: z.array(z.enum(REFERRAL_CODES)).min(1),
  /** Plain reasons for staff, one per code, same order. */
  reasons: z.array(z.string()).min(1),
});
export type RatingReferral = z.infer<typeof ratingReferralSchema>;

export const RATING_INVALID_CODES = {
  EFFECTIVE_DATE_OUTSIDE_COVER: 'The change must take effect between the cover start and end dates.',
  VEHICLE_NOT_ON_POLICY: 'That vehicle is not on this policy.',
  TEMPORARY_COVER_OUTSIDE_TERM: 'Temporary cover must start and end within the policy term, start first.',
  CHANGE_NOT_FOR_PRODUCT: 'This change does not apply to this type of policy.',
  RENEWAL_NOT_NEXT_TERM: 'A renewal starts the day after the current cover ends.',
} as const;
export type RatingInvalidCode = keyof typeof RATING_INVALID_CODES;

export const ratingInvalidSchema = z.object({
  kind: z.literal('invalid'),
  errorCode: z.enum(Object.keys(RATING_INVALID_CODES) as [RatingInvalidCode, ...RatingInvalidCode[]]),
  message: z.string(),
});
export type RatingInvalid = z.infer<typeof ratingInvalidSchema>;

export const invalid = (errorCode: RatingInvalidCode): RatingInvalid => ({
  kind: 'invalid',
  errorCode,
  message: RATING_INVALID_CODES[errorCode],
});

export const ratingResultSchema = z.discriminatedUnion('kind', [
  ratingQuoteSchema,
  ratingReferralSchema,
  ratingInvalidSchema,
]);
export type RatingResult = z.infer<typeof ratingResultSchema>;
