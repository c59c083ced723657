import { z } from 'zod';
import { ratedDriverSchema, ratedVehicleSchema } from './policy.ts';

/** The requested change, one shape per form code that is priced. */
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
  z.object({ kind: z.literal('motorAddress'), postcode: z.string().min(2) }),
  /** Home change of address. */
  z.object({ kind: z.literal('homeAddress'), postcode: z.string().min(2) }),
  /** Change of annual mileage. */
  z.object({ kind: z.literal('annualMileage'), annualMileage: z.number().int().min(0).max(200_000) }),
]);
export type PolicyChange = z.infer<typeof policyChangeSchema>;
export type ChangeKind = PolicyChange['kind'];
