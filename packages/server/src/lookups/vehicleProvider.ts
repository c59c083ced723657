import { brandCoversMake } from '@portal/domain/lookups/b4c';
import type {
  B4cValidateRequest,
  B4cValidateResponse,
  VehicleDetails,
  VehiclesRequest,
  VehicleVariant,
} from '@portal/domain/lookups/vehicle';
import { VEHICLE_REGISTER } from './data/registeredVehicles.ts';
import { VEHICLE_CATALOGUE } from './data/vehicleCatalogue.ts';

/**
 * The seam to a DVLA-style vehicle data vendor. Registrations arrive without spaces and in
 * capitals; makes and models in any case. `null` means the registration is not on the register.
 */
export interface VehicleProvider {
  byRegistration(registration: string): Promise<VehicleDetails | null>;
  manufacturers(): Promise<string[]>;
  models(make: string): Promise<string[]>;
  /** Variants of one model, narrowed by the optional year, fuel and transmission. */
  vehicles(query: VehiclesRequest): Promise<VehicleVariant[]>;
  validateB4c(registration: string, brand: B4cValidateRequest['brand']): Promise<B4cValidateResponse | null>;
}

const alphabetical = (a: string, b: string) => a.localeCompare(b, 'en-GB', { numeric: true });

/** Answers from the embedded demo catalogue and register; works offline. */
export function createEmbeddedVehicleProvider(): VehicleProvider {
  const byRegistration = async (registration: string) => VEHICLE_REGISTER.get(registration) ?? null;
  return {
    byRegistration,
    async manufacturers() {
      return Object.keys(VEHICLE_CATALOGUE).sort(alphabetical);
    },
    async models(make) {
      return (VEHICLE_CATALOGUE[make.toUpperCase()] ?? []).map((entry) => entry.model).sort(alphabetical);
    },
    async vehicles({ make, model, year, fuel, transmission }) {
      const manufacturer = make.toUpperCase();
      const entry = VEHICLE_CATALOGUE[manufacturer]?.find(
        (candidate) => candidate.model === model.toUpperCase(),
      );
      if (!entry) return [];
      const years = Array.from({ length: entry.to - entry.from + 1 }, (_, i) => entry.to - i);
      return years
        .filter((candidate) => year === undefined || candidate === year)
        .flatMap((candidateYear) =>
          entry.variants.map(([variantFuel, variantTransmission, cylinderCapacity, numberOfDoors]) => ({
            manufacturer,
            model: entry.model,
            fuel: variantFuel,
            transmission: variantTransmission,
            year: candidateYear,
            cylinderCapacity,
            numberOfDoors,
          })),
        )
        .filter(
          (variant) =>
            (fuel === undefined || variant.fuel === fuel) &&
            (transmission === undefined || variant.transmission === transmission),
        );
    },
    async validateB4c(registration, brand) {
      const vehicle = await byRegistration(registration);
      if (!vehicle) return null;
      const valid = brandCoversMake(brand, vehicle.make);
      return { valid, reason: valid ? 'ELIGIBLE' : 'MAKE_NOT_COVERED_BY_BRAND', vehicle };
    },
  };
}
