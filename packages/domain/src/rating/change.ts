import { z } from 'zod';
import { ratedDriverSchema, ratedVehicleSchema } from './policy.ts';

/** The new insured address: rating reads the postcode; the record keeps the lines (and UPRN for a home). */
const newAddress = {
  postcode: z.string().min(2),
  line1: z.string(),
  town: z.string(),
  uprn: z.string().optional(),
};

/**
 * The requested change, one shape per kind of change that is priced. It is stored with the quote
 * and, once accepted or paid, applied to the policy record exactly as priced.
 */
export const policyChangeSchema = z.discriminatedUnion('kind', [
  /** Change of vehicle: the vehicle with `replacesRegistration` leaves, `vehicle` joins. */
  z.object({
    kind: z.literal('replaceVehicle'),
    replacesRegistration: z.string().min(1),
    vehicle: ratedVehicleSchema,
  }),
  /** Change of registration: same car, new plate, so never a price change. */
  z.object({
    kind: z.literal('newRegistration'),
    registration: z.string().min(1),
    newRegistration: z.string().min(1),
  }),
  /** Add a driver. */
  z.object({ kind: z.literal('addDriver'), driver: ratedDriverSchema }),
  /** Temporary additional vehicle, both dates inclusive, charged per day. */
  z.object({
    kind: z.literal('temporaryVehicle'),
    vehicle: ratedVehicleSchema,
    startDate: z.iso.date(),
    endDate: z.iso.date(),
  }),
  /** Motor change of address. */
  z.object({ kind: z.literal('motorAddress'), ...newAddress }),
  /** Home change of address. */
  z.object({ kind: z.literal('homeAddress'), ...newAddress }),
  /** Change of annual mileage. */
  z.object({ kind: z.literal('annualMileage'), annualMileage: z.number().int().min(0).max(200_000) }),
  /**
   * Renewal (mor, hor): the policy as it stands, priced again for the next term, which runs from
   * the renewal date to `termEndDate` (inclusive). Priced in full, never pro rata.
   */
  z.object({ kind: z.literal('renewal'), renewalDate: z.iso.date(), termEndDate: z.iso.date() }),
]);
export type PolicyChange = z.infer<typeof policyChangeSchema>;
export type ChangeKind = PolicyChange['kind'];
