import { z } from 'zod';
import { DEPLOYMENT_BRANDS, MANUFACTURER_BRANDS, PARTNER_BRANDS } from '../brands/brand.ts';
import { FUEL_TYPES, TRANSMISSIONS } from './vehicleFacts.ts';

export { FUEL_TYPES, type FuelType, TRANSMISSIONS, type Transmission } from './vehicleFacts.ts';

/**
 * Vehicle lookup answers.
 * Text values are upper-cased as the DVLA hands them out, so the browser compares and shows
 * them without re-casing.
 */

const upperText = z
  .string()
  .min(1)
  .max(60)
  .refine((value) => value === value.toUpperCase(), 'must be upper case');

/** Answer of GET dvla/get/{registration}. Electric vehicles have a cylinder capacity of 0. */
export const vehicleDetails = z.object({
  registration: z.string().regex(/^[A-Z0-9]{1,8}$/),
  make: upperText,
  model: upperText,
  yearOfManufacture: z.number().int().min(1900).max(2100),
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  cylinderCapacity: z.number().int().min(0),
  numberOfDoors: z.number().int().min(1).max(7),
});
export type VehicleDetails = z.infer<typeof vehicleDetails>;

/** Answer of GET dvla/manufacturers: upper-cased makes in alphabetical order. */
export const manufacturersResponse = z.array(upperText);
export type ManufacturersResponse = z.infer<typeof manufacturersResponse>;

/** Answer of POST dvla/{make}/models: upper-cased model names in alphabetical order. */
export const modelsResponse = z.array(upperText);
export type ModelsResponse = z.infer<typeof modelsResponse>;

/** One variant of a model, a row of POST dvla/vehicles: what the journey's vehicle question offers. */
export const vehicleVariant = z.object({
  manufacturer: upperText,
  model: upperText,
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  year: z.number().int().min(1900).max(2100),
  cylinderCapacity: z.number().int().min(0),
  numberOfDoors: z.number().int().min(1).max(7),
});
export type VehicleVariant = z.infer<typeof vehicleVariant>;

const lookupText = z.string().trim().min(1).max(60);

/** Body of POST dvla/vehicles: make and model are required; the rest narrow the variants. */
export const vehiclesRequest = z.object({
  make: lookupText,
  model: lookupText,
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  fuel: z.enum(FUEL_TYPES).optional(),
  transmission: z.enum(TRANSMISSIONS).optional(),
});
export type VehiclesRequest = z.infer<typeof vehiclesRequest>;
export const vehiclesResponse = z.array(vehicleVariant);
export type VehiclesResponse = z.infer<typeof vehiclesResponse>;

/** Brands a b4c validation may name: deployment, partner and manufacturer-partner brands. */
export const B4C_BRANDS = [...DEPLOYMENT_BRANDS, ...PARTNER_BRANDS, ...MANUFACTURER_BRANDS] as const;

/** Body of POST dvla/b4c/vehicle/validate. */
export const b4cValidateRequest = z.object({
  vehicleReg: z.string().trim().min(1).max(12),
  brand: z.string().trim().toUpperCase().pipe(z.enum(B4C_BRANDS)),
});
export type B4cValidateRequest = z.infer<typeof b4cValidateRequest>;

/**
 * Answer of the b4c validation: whether the registered vehicle may be covered by a
 * manufacturer-partner (b4c) policy of that brand, with the reason when it may not.
 */
export const B4C_REASONS = ['ELIGIBLE', 'MAKE_NOT_COVERED_BY_BRAND'] as const;
export const b4cValidateResponse = z.object({
  valid: z.boolean(),
  reason: z.enum(B4C_REASONS),
  vehicle: vehicleDetails,
});
export type B4cValidateResponse = z.infer<typeof b4cValidateResponse>;
