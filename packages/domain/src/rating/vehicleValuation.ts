/**
 * A stand-in for a vehicle valuation service (a real insurer buys this data): a market value and
 * insurance group from make and year, so the demo store and new vehicles rate consistently.
 */
const PREMIUM_MAKES = new Set([
  'BMW',
  'AUDI',
  'TESLA',
  'MERCEDES-BENZ',
  'PORSCHE',
  'JAGUAR',
  'LAND ROVER',
  'VOLVO',
]);

export function estimateVehicle(
  make: string,
  year: number,
  thisYear: number,
): { valuePence: number; group: number } {
  const premium = PREMIUM_MAKES.has(make.toUpperCase());
  const age = Math.max(0, thisYear - year);
  const base = premium ? 3_500_000 : 1_800_000;
  return { valuePence: Math.max(300_000, base - age * 150_000), group: premium ? 30 : 14 };
}
