import { z } from 'zod';

/**
 * What the operations console sends, checked alike in the browser and by the server, with
 * messages a supervisor understands.
 */

const PENCE_LIMIT = 10_000_000;

/** Pounds typed by staff ("112.50", "£1,200", "-40") as integer pence. */
const pounds = (what: string, { allowNegative }: { allowNegative: boolean }) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what} in pounds, for example 112.50`)
    .transform((value) => value.replace(/^£|,/g, '').replace(/^(-?)£/, '$1'))
    .refine((value) => /^-?\d+(\.\d{1,2})?$/.test(value), `Enter the ${what} in pounds, for example 112.50`)
    .transform((value) => Math.round(Number(value) * 100))
    .refine((pence) => allowNegative || pence > 0, `The ${what} must be more than £0`)
    .refine((pence) => Math.abs(pence) <= PENCE_LIMIT, `The ${what} must be less than £100,000`);

/** A referral priced by hand: the change for the rest of the term may be a refund; a premium is never negative. */
export const referralPriceSchema = z.object({
  premiumChange: pounds('premium change', { allowNegative: true }),
  newAnnualPremium: pounds('new annual premium', { allowNegative: false }),
  /** Why a reduction is given: required for one (manualPriceCheck.ts), kept in the request's history. */
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  takeOver: z.boolean().optional(),
});
export type ReferralPriceInput = z.input<typeof referralPriceSchema>;

export const internalNoteSchema = z.object({
  note: z.string().trim().min(2, 'Write the note').max(2000, 'Keep the note under 2,000 characters'),
});

/** The day a waited-for answer is expected by: today or later, and within a year. */
const dueOn = z.iso
  .date('Enter the date you expect the answer by, for example 2026-12-04')
  .describe('YYYY-MM-DD, Europe/London');

export const waitingSchema = z.object({
  note: z
    .string()
    .trim()
    .min(2, 'Say what you asked the customer')
    .max(1000, 'Keep the note under 1,000 characters'),
  dueOn,
});
export type WaitingInput = z.input<typeof waitingSchema>;

export const assignSchema = z.object({ staffId: z.coerce.number().int().positive('Choose who takes it') });

/** Doing something with a request another staff member is working on needs saying so. */
export const takeOverSchema = z.object({ takeOver: z.boolean().optional() });

/**
 * Applying a change to a policy with an open quote supersedes that quote: the server refuses
 * with OPEN_QUOTE until staff confirm they mean it.
 */
export const applySchema = takeOverSchema.extend({ confirmOpenQuotes: z.boolean().optional() });

/** The refusal the console answers with "Apply anyway". */
export const OPEN_QUOTE_CODE = 'OPEN_QUOTE';

/**
 * The queue's orders: newest or oldest received, or by a column (its promise, reference, form,
 * brand, customer, owner or status), in `dir` order.
 */
export const QUEUE_SORTS = [
  'newest',
  'oldest',
  'received',
  'due',
  'reference',
  'form',
  'brand',
  'customer',
  'owner',
  'status',
] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const QUEUE_PAGE_SIZE = 50;
