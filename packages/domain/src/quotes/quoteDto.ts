import { z } from 'zod';
import { PAYMENT_TYPES } from '../rating/policy.ts';
import { PREMIUM_DEVIATION_FLAGS, policyExcessSchema } from '../rating/ratingResult.ts';
import type { DateArray } from './dateArray.ts';
import { QUOTE_STATUSES } from './quoteStatus.ts';

/**
 * The quote shapes, shared by the server (answer of
 * `POST {form}/idv/validate`) and the browser (the `mta-{form}-quote` session item).
 * Money is integer pence throughout; dates travel as [year, month, day] as the spec has them.
 */
const pence = z.number().int();

/** A calendar day as [year, month (1-12), day]. */
export const dateArraySchema = z.tuple([
  z.number().int().min(1000).max(9999),
  z.number().int().min(1).max(12),
  z.number().int().min(1).max(31),
]) satisfies z.ZodType<DateArray>;

export const quoteDtoSchema = z.object({
  uuid: z.string().min(1),
  quote_status: z.enum(QUOTE_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  premiumDeviation: z.boolean(),
  premiumDeviationFlag: z.enum(PREMIUM_DEVIATION_FLAGS),
  totalPremiumChange: pence,
  carPolicyPremiumChange: pence,
  linkedRescuePremiumChange: pence,
  /** Taken by card now; absent or zero when nothing is due. */
  amountToDebit: pence.nullable().optional(),
  /** Absent means no fee: the quotation shows zero. */
  adminFee: pence.nullable().optional(),
  linkedRescueFlag: z.boolean(),
  motorLegalProtection: z.boolean(),
  guaranteedHireCar: z.boolean(),
  protectedNcd: z.boolean(),
  quoteSubmissionDate: dateArraySchema,
  policyExcesses: z.array(policyExcessSchema),
  // Not in the spec's list, but our rating engine knows them and staff and the browser use them.
  /** The policy's full-year premium after the change. */
  newAnnualPremium: pence.optional(),
  /** Insurance premium tax inside totalPremiumChange. */
  iptPence: pence.optional(),
  /** MONTHLY_DD: change to each remaining instalment, first first. */
  instalmentChange: z.array(pence).optional(),
  /** The gateway's reference for the payment under way, once one is executed. */
  paymentId: z.string().optional(),
});
export type QuoteDto = z.infer<typeof quoteDtoSchema>;

/** The shapes of amendedDTO that several forms share; each form names its own. */
export const vehicleAmendedSchema = z.object({
  make: z.string(),
  model: z.string(),
  registration: z.string(),
});
export const addressAmendedSchema = z.object({ address: z.string(), postcode: z.string() });

/** amendedDTO as it travels: each form reads it with its own schema (its folder's card). */
export const anyAmendedDtoSchema = z.record(z.string(), z.unknown());
export type AnyAmendedDto = z.infer<typeof anyAmendedDtoSchema>;

/** A breakdown brand's motor policy is breakdown cover: never called car cover (rating/breakdownCover.ts). */
export const COVER_TYPES = ['comprehensive', 'third party fire and theft', 'breakdown'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

/**
 * The quote record the browser keeps per form and the answer of `POST {form}/idv/validate`.
 * quoteDTO may be missing: verification routing then sends the customer to the accept error.
 */
export const quoteRecordSchema = z.object({
  token: z.string(),
  coverStartDate: dateArraySchema,
  coverEndDate: dateArraySchema,
  policyNumber: z.string(),
  coverType: z.enum(COVER_TYPES),
  quoteDTO: quoteDtoSchema.nullable().optional(),
  amendedDTO: anyAmendedDtoSchema,
  /** The last London day (ISO) the emailed link works: what the pages promise about it. */
  linkValidUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** The server's fraud-check switch: a deployment turns it on without a rebuild. */
  fraudCheck: z.boolean().optional(),
});
export type QuoteRecord = z.infer<typeof quoteRecordSchema>;
