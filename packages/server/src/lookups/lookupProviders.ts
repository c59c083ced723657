import { z } from 'zod';
import { type AddressProvider, createEmbeddedAddressProvider } from './addressProvider.ts';
import { createEmbeddedVehicleProvider, type VehicleProvider } from './vehicleProvider.ts';

export interface LookupProviders {
  address: AddressProvider;
  vehicle: VehicleProvider;
}

/**
 * Which vendor answers each lookup. Only the embedded demo data ships; to plug in a real
 * vendor, add its name to the list and its factory to the map below (the `satisfies` check
 * makes a name without a factory a compile error), then set the env variable.
 */
const ADDRESS_PROVIDERS = ['embedded'] as const;
const VEHICLE_PROVIDERS = ['embedded'] as const;

const addressFactories = {
  embedded: createEmbeddedAddressProvider,
} satisfies Record<(typeof ADDRESS_PROVIDERS)[number], () => AddressProvider>;

const vehicleFactories = {
  embedded: createEmbeddedVehicleProvider,
} satisfies Record<(typeof VEHICLE_PROVIDERS)[number], () => VehicleProvider>;

export const lookupConfig = z.object({
  ADDRESS_PROVIDER: z.enum(ADDRESS_PROVIDERS).default('embedded'),
  VEHICLE_PROVIDER: z.enum(VEHICLE_PROVIDERS).default('embedded'),
});
export type LookupConfig = z.infer<typeof lookupConfig>;

/** Reads ADDRESS_PROVIDER and VEHICLE_PROVIDER; an unknown name stops the server at start-up. */
export function lookupConfigFromEnv(env: Record<string, string | undefined> = process.env): LookupConfig {
  const parsed = lookupConfig.safeParse({
    ADDRESS_PROVIDER: env.ADDRESS_PROVIDER || undefined,
    VEHICLE_PROVIDER: env.VEHICLE_PROVIDER || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid lookup provider configuration: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export function createLookupProviders(config: LookupConfig = lookupConfigFromEnv()): LookupProviders {
  return {
    address: addressFactories[config.ADDRESS_PROVIDER](),
    vehicle: vehicleFactories[config.VEHICLE_PROVIDER](),
  };
}
