/**
 * What a vehicle question offers as choices, apart from
 * the lookup answers' schemas (vehicle.ts): a step draws these choices, and only a lookup needs
 * the schemas, so a step's first load builds none of them.
 */
export const FUEL_TYPES = ['PETROL', 'DIESEL', 'ELECTRIC', 'HYBRID'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const TRANSMISSIONS = ['MANUAL', 'AUTOMATIC'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
