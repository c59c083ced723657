import { DEMO_REGISTRATIONS } from '@portal/demo-data/vehicles';
import type { VehicleDetails } from '@portal/domain/lookups/vehicle';
import { type CatalogueModel, VEHICLE_CATALOGUE } from './vehicleCatalogue.ts';

/**
 * The embedded DVLA register: the demo policies' vehicles, a few older prefix-format plates and
 * about 190 current-format plates drawn from the catalogue by a seeded generator. The seed is
 * fixed, so the register is the same on every start and in every test.
 */

const GENERATED_COUNT = 190;
const SEED = 0x5eed_2024;
/** Letters a plate's memory tag and random part may use (I and Q are never issued). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
const MEMORY_TAGS = ['AB', 'AK', 'BD', 'BK', 'CA', 'CE', 'DA', 'DK', 'EA', 'FG', 'GK', 'HK', 'KE', 'LA', 'LR', 'MA', 'MK', 'NG', 'OE', 'PK', 'RK', 'SF', 'SN', 'VK', 'WA', 'YA', 'YK'];
const FIRST_CURRENT_FORMAT_YEAR = 2002;
const LAST_YEAR = 2025;

const PREFIX_FORMAT: readonly VehicleDetails[] = [
  { registration: 'R482KLM', make: 'FORD', model: 'FIESTA', yearOfManufacture: 1998, fuel: 'PETROL', transmission: 'MANUAL', cylinderCapacity: 1242, numberOfDoors: 3 },
  { registration: 'T71HJW', make: 'NISSAN', model: 'MICRA', yearOfManufacture: 1999, fuel: 'PETROL', transmission: 'MANUAL', cylinderCapacity: 1240, numberOfDoors: 3 },
  { registration: 'W906PRT', make: 'VOLKSWAGEN', model: 'GOLF', yearOfManufacture: 2000, fuel: 'DIESEL', transmission: 'MANUAL', cylinderCapacity: 1968, numberOfDoors: 5 },
];

/** mulberry32: a tiny deterministic generator, good enough to spread demo data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('cannot pick from an empty list');
  return item;
}

/** Age identifier of a current-format plate: March issue is YY, September issue is YY + 50. */
const ageIdentifier = (year: number, september: boolean) =>
  String((year % 100) + (september ? 50 : 0)).padStart(2, '0');

function generate(random: () => number, taken: Set<string>): VehicleDetails[] {
  const models: [string, CatalogueModel][] = Object.entries(VEHICLE_CATALOGUE).flatMap(([make, list]) =>
    list
      .filter((model) => model.to >= FIRST_CURRENT_FORMAT_YEAR)
      .map((model): [string, CatalogueModel] => [make, model]),
  );
  const vehicles: VehicleDetails[] = [];
  while (vehicles.length < GENERATED_COUNT) {
    const [make, model] = pick(random, models);
    const from = Math.max(model.from, FIRST_CURRENT_FORMAT_YEAR);
    const year = from + Math.floor(random() * (Math.min(model.to, LAST_YEAR) - from + 1));
    const [fuel, transmission, cylinderCapacity, numberOfDoors] = pick(random, model.variants);
    const letters = Array.from({ length: 3 }, () => pick(random, [...PLATE_LETTERS])).join('');
    const registration = `${pick(random, MEMORY_TAGS)}${ageIdentifier(year, random() < 0.5)}${letters}`;
    if (taken.has(registration)) continue;
    taken.add(registration);
    vehicles.push({ registration, make, model: model.model, yearOfManufacture: year, fuel, transmission, cylinderCapacity, numberOfDoors });
  }
  return vehicles;
}

function buildRegister(): ReadonlyMap<string, VehicleDetails> {
  const fixed: VehicleDetails[] = [...DEMO_REGISTRATIONS, ...PREFIX_FORMAT];
  const taken = new Set(fixed.map((vehicle) => vehicle.registration));
  const all = [...fixed, ...generate(seededRandom(SEED), taken)];
  return new Map(all.map((vehicle) => [vehicle.registration, vehicle]));
}

/** Registered vehicles keyed by registration without spaces, upper case. */
export const VEHICLE_REGISTER = buildRegister();
