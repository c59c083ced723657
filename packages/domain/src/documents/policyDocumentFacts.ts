import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * One policy version as it stood when the version was made: taken by the database in the same
 * transaction as the change (one INSERT … SELECT), so the version's documents are drawn from these
 * facts whenever they are produced, and never from a later version's record.
 */
export const policyDocumentFactsSchema = z.object({
  policyNumber: z.string(),
  version: z.number().int().positive(),
  brand: z.string(),
  partnerBrand: z.string().nullable(),
  product: z.string(),
  coverType: z.string(),
  coverStart: isoDay,
  coverEnd: isoDay,
  annualPremiumPence: z.number().int(),
  paymentType: z.string(),
  voluntaryExcessPence: z.number().int(),
  annualMileage: z.number().int(),
  linkedBreakdown: z.boolean(),
  holder: z.object({ title: z.string(), firstName: z.string(), lastName: z.string() }),
  address: z
    .object({ line1: z.string(), line2: z.string(), town: z.string(), postcode: z.string() })
    .nullable(),
  vehicles: z.array(
    z.object({
      registration: z.string(),
      make: z.string(),
      model: z.string(),
      yearOfManufacture: z.number().int(),
    }),
  ),
  drivers: z.array(
    z.object({
      fullName: z.string(),
      mainDriver: z.boolean(),
      compulsoryExcessPence: z.number().int(),
      voluntaryExcessPence: z.number().int(),
    }),
  ),
  /** What made this version: the form, and when. */
  change: z.object({ form: z.string(), at: z.string() }),
  /** The priced change's money and dates, when a quote priced it (staff edits have none). */
  quote: z
    .object({
      coverStart: isoDay,
      coverEnd: isoDay,
      totalPremiumChange: z.number().int().nullable(),
      amountToDebit: z.number().int().nullable(),
      adminFee: z.number().int().nullable(),
      newAnnualPremium: z.number().int().nullable(),
    })
    .nullable(),
});
export type PolicyDocumentFacts = z.infer<typeof policyDocumentFactsSchema>;

export const POLICY_DOCUMENT_KINDS = ['certificate', 'schedule'] as const;
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number];

/** Products driven on the road: their policy versions carry a certificate of motor insurance. */
const MOTOR_PRODUCTS = new Set(['MOTOR', 'CAR', 'VAN', 'PCW']);

/** The documents a version has: every policy a schedule; a motor policy with a car a certificate too. */
export function documentKindsOf(product: string, vehicleCount: number): PolicyDocumentKind[] {
  return MOTOR_PRODUCTS.has(product) && vehicleCount > 0 ? ['certificate', 'schedule'] : ['schedule'];
}

/** When this version's terms start: the change's effective day, else the term's first day. */
export const effectiveFrom = (facts: PolicyDocumentFacts): string =>
  facts.quote?.coverStart ?? facts.coverStart;
