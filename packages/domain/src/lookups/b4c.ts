import type { ManufacturerBrand } from '../brands/brand.ts';
import { MANUFACTURER_BRANDS } from '../brands/brand.ts';
import type { B4cValidateRequest } from './vehicle.ts';

/**
 * Which makes a manufacturer-partner brand insures. A partner's
 * b4c policy covers its own group's cars only; insurer and bank brands cover any make.
 */
const MAKES_BY_MANUFACTURER_BRAND = {
  VW: ['VOLKSWAGEN'],
  VOLKSWAGEN: ['VOLKSWAGEN'],
  AUDI: ['AUDI'],
  SEAT: ['SEAT', 'CUPRA'],
  SKODA: ['SKODA'],
  CITROEN: ['CITROEN'],
  DS: ['DS'],
  PEUGEOT: ['PEUGEOT'],
  STELLANTIS: ['ABARTH', 'ALFA ROMEO', 'CITROEN', 'DS', 'FIAT', 'JEEP', 'PEUGEOT', 'VAUXHALL'],
} as const satisfies Record<ManufacturerBrand, readonly string[]>;

const isManufacturerBrand = (brand: string): brand is ManufacturerBrand =>
  (MANUFACTURER_BRANDS as readonly string[]).includes(brand);

/** True when a vehicle of `make` may be covered under `brand`. */
export function brandCoversMake(brand: B4cValidateRequest['brand'], make: string): boolean {
  if (!isManufacturerBrand(brand)) return true;
  const makes: readonly string[] = MAKES_BY_MANUFACTURER_BRAND[brand];
  return makes.includes(make.toUpperCase());
}
