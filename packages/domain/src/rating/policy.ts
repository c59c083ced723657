import { z } from 'zod';
import { DEPLOYMENT_BRANDS } from '../brands/brand.ts';

/**
 * What the rating engine needs to know about the policy in force: the policy store
 * hands this over, the engine never reads anything else.
 */
const pence = z.number().int().nonnegative();

export const ratedVehicleSchema = z.object({
  registration: z.string().min(1),
  make: z.string().min(1),
  model: z.string().min(1),
  /** ABI insurance group 1–50. */
  group: z.number().int().min(1).max(50),
  valuePence: pence,
  /** Year of first registration. */
  year: z.number().int().min(1900).max(2100),
  /** Not rating factors, but part of the car on record: a change stores exactly the car priced. */
  fuel: z.string(),
  transmission: z.string(),
});
export type RatedVehicle = z.infer<typeof ratedVehicleSchema>;

export const ratedDriverSchema = z.object({
  fullName: z.string().min(1),
  dateOfBirth: z.iso.date(),
  /** Whole years the driver has held a full licence. */
  licenceYears: z.number().int().min(0).max(90),
  claims: z.array(z.object({ date: z.iso.date() })),
  convictions: z.array(z.object({ date: z.iso.date(), code: z.string().min(1) })),
});
export type RatedDriver = z.infer<typeof ratedDriverSchema>;

export const PAYMENT_TYPES = ['MONTHLY_DD', 'LUMP_SUM_DD', 'LUMP_SUM_CC'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const policyPaymentSchema = z.discriminatedUnion('type', [
  /** Instalments still to be collected this term; a change is spread over them. */
  z.object({ type: z.literal('MONTHLY_DD'), remainingInstalments: z.number().int().min(1).max(12) }),
  z.object({ type: z.literal('LUMP_SUM_DD') }),
  z.object({ type: z.literal('LUMP_SUM_CC') }),
]);

export const ratedPolicySchema = z
  .object({
    product: z.enum(['MOTOR', 'HOME']),
    brand: z.enum(DEPLOYMENT_BRANDS),
    policyholderName: z.string().min(1),
    /** What the customer pays for a full year today, IPT included. */
    annualPremiumPence: pence,
    coverStartDate: z.iso.date(),
    /** Last day of cover, inclusive. */
    coverEndDate: z.iso.date(),
    payment: policyPaymentSchema,
    vehicles: z.array(ratedVehicleSchema),
    drivers: z.array(ratedDriverSchema),
    postcode: z.string().min(2),
    annualMileage: z.number().int().min(0).max(200_000),
    voluntaryExcessPence: pence,
    /** Breakdown (rescue) cover sold with the policy, priced separately. */
    linkedBreakdown: z.object({ annualPremiumPence: pence }).nullable(),
  })
  .refine((policy) => policy.coverEndDate >= policy.coverStartDate, {
    path: ['coverEndDate'],
    message: 'Cover must end on or after the day it starts',
  })
  .refine(
    (policy) => policy.product === 'HOME' || (policy.vehicles.length > 0 && policy.drivers.length > 0),
    {
      path: ['vehicles'],
      message: 'A motor policy insures at least one vehicle and one driver',
    },
  );
export type RatedPolicy = z.infer<typeof ratedPolicySchema>;
