/**
 * The rating factor tables. Every factor is an integer per-mille (1000 = ×1.000); a
 * premium is a base rate times its factors, multiplied exactly and rounded once
 * (see rounding.ts). Demo figures shaped like a UK private-car book, not a real tariff.
 *
 * | Factor                    | Bands (‰)                                                                 |
 * | ------------------------- | ------------------------------------------------------------------------- |
 * | Base, motor (per vehicle) | £450.00 technical premium                                                 |
 * | Base, home                | £300.00 technical premium                                                 |
 * | Vehicle group (1–50)      | 1–10: 800 · 11–20: 1000 · 21–30: 1250 · 31–40: 1600 · 41–45: 2000 · 46–50: 2500 |
 * | Vehicle value             | ≤£5k: 900 · ≤£10k: 1000 · ≤£20k: 1100 · ≤£35k: 1250 · ≤£50k: 1400 · above: 1600 (over £75k refers) |
 * | Vehicle age (years)       | 0–2: 1100 · 3–7: 1000 · 8–12: 950 · 13+: 1050                             |
 * | Driver age                | 17–20: 2200 · 21–24: 1600 · 25–29: 1200 · 30–49: 1000 · 50–69: 950 · 70–79: 1100 · 80+: 1350 |
 * | Licence years             | 0: 1400 · 1–2: 1250 · 3–4: 1100 · 5–9: 1000 · 10+: 950                    |
 * | Claims in last 3 years    | 0: 1000 · 1: 1250 · 2: 1500 (3+ refers)                                   |
 * | Convictions in last 5 yrs | 0: 1000 · 1: 1150 · 2: 1300 · 3+: 1500                                    |
 * | Additional named drivers  | +50 per driver beyond the first (1000 + 50 × extra)                       |
 * | Postcode area             | see POSTCODE_AREA_FACTORS; unlisted areas 1000                            |
 * | Annual mileage            | ≤5,000: 900 · ≤8,000: 1000 · ≤12,000: 1100 · ≤15,000: 1200 · ≤20,000: 1350 · above: 1500 |
 * | Rescue base               | £90.00 per vehicle                                                        |
 * | Rescue vehicle age        | 0–9: 1000 · 10–14: 1150 · 15+: 1300                                       |
 * | Temporary vehicle         | £10.00 a day × vehicle group, value, age × worst driver factor            |
 *
 * The driver factor of a policy is its worst driver's (age × licence × claims ×
 * convictions), times the additional-driver loading: the riskiest person on the
 * policy drives the price, and each extra driver adds a little exposure.
 */

export const MOTOR_BASE_PENCE = 45_000;
export const HOME_BASE_PENCE = 30_000;
export const RESCUE_BASE_PENCE = 9_000;
export const TEMPORARY_VEHICLE_DAILY_BASE_PENCE = 1_000;
export const ADDITIONAL_DRIVER_LOADING_PER_MILLE = 50;

/** A band applies to values up to and including `upTo`; the last band is open-ended. */
interface Band {
  upTo: number;
  perMille: number;
}
const OPEN = Number.POSITIVE_INFINITY;

function inBand(bands: readonly Band[], value: number): bigint {
  const band = bands.find((candidate) => value <= candidate.upTo);
  if (!band) throw new RangeError(`No rating band for ${value}`);
  return BigInt(band.perMille);
}

const VEHICLE_GROUP: readonly Band[] = [
  { upTo: 10, perMille: 800 },
  { upTo: 20, perMille: 1000 },
  { upTo: 30, perMille: 1250 },
  { upTo: 40, perMille: 1600 },
  { upTo: 45, perMille: 2000 },
  { upTo: OPEN, perMille: 2500 },
];
const VEHICLE_VALUE_PENCE: readonly Band[] = [
  { upTo: 500_000, perMille: 900 },
  { upTo: 1_000_000, perMille: 1000 },
  { upTo: 2_000_000, perMille: 1100 },
  { upTo: 3_500_000, perMille: 1250 },
  { upTo: 5_000_000, perMille: 1400 },
  { upTo: OPEN, perMille: 1600 },
];
const VEHICLE_AGE_YEARS: readonly Band[] = [
  { upTo: 2, perMille: 1100 },
  { upTo: 7, perMille: 1000 },
  { upTo: 12, perMille: 950 },
  { upTo: OPEN, perMille: 1050 },
];
const DRIVER_AGE_YEARS: readonly Band[] = [
  { upTo: 20, perMille: 2200 },
  { upTo: 24, perMille: 1600 },
  { upTo: 29, perMille: 1200 },
  { upTo: 49, perMille: 1000 },
  { upTo: 69, perMille: 950 },
  { upTo: 79, perMille: 1100 },
  { upTo: OPEN, perMille: 1350 },
];
const LICENCE_YEARS: readonly Band[] = [
  { upTo: 0, perMille: 1400 },
  { upTo: 2, perMille: 1250 },
  { upTo: 4, perMille: 1100 },
  { upTo: 9, perMille: 1000 },
  { upTo: OPEN, perMille: 950 },
];
/** Three or more claims refer to an underwriter, so the open band is never priced. */
const CLAIMS_IN_3_YEARS: readonly Band[] = [
  { upTo: 0, perMille: 1000 },
  { upTo: 1, perMille: 1250 },
  { upTo: OPEN, perMille: 1500 },
];
const CONVICTIONS_IN_5_YEARS: readonly Band[] = [
  { upTo: 0, perMille: 1000 },
  { upTo: 1, perMille: 1150 },
  { upTo: 2, perMille: 1300 },
  { upTo: OPEN, perMille: 1500 },
];
const ANNUAL_MILEAGE: readonly Band[] = [
  { upTo: 5_000, perMille: 900 },
  { upTo: 8_000, perMille: 1000 },
  { upTo: 12_000, perMille: 1100 },
  { upTo: 15_000, perMille: 1200 },
  { upTo: 20_000, perMille: 1350 },
  { upTo: OPEN, perMille: 1500 },
];
const RESCUE_VEHICLE_AGE_YEARS: readonly Band[] = [
  { upTo: 9, perMille: 1000 },
  { upTo: 14, perMille: 1150 },
  { upTo: OPEN, perMille: 1300 },
];

/**
 * Postcode areas (the letters that open the outward code). Dense cities cost more
 * (theft, congestion), rural areas less.
 */
export const POSTCODE_AREA_FACTORS = {
  E: 1400,
  EC: 1450,
  N: 1350,
  NW: 1300,
  SE: 1350,
  SW: 1250,
  W: 1300,
  WC: 1400,
  B: 1300,
  M: 1350,
  L: 1300,
  G: 1250,
  LS: 1150,
  BS: 1100,
  CF: 1050,
  NE: 1050,
  EH: 1000,
  OX: 950,
  EX: 850,
  TR: 800,
  AB: 850,
  IV: 750,
} as const satisfies Record<string, number>;
export const DEFAULT_POSTCODE_AREA_FACTOR = 1000;

/** "sw1a 1aa" → "SW"; "M1 1AE" → "M". */
export function postcodeArea(postcode: string): string {
  return /^[A-Z]{1,2}/.exec(postcode.trim().toUpperCase())?.[0] ?? '';
}

export const vehicleGroupFactor = (group: number) => inBand(VEHICLE_GROUP, group);
export const vehicleValueFactor = (valuePence: number) => inBand(VEHICLE_VALUE_PENCE, valuePence);
export const vehicleAgeFactor = (ageYears: number) => inBand(VEHICLE_AGE_YEARS, Math.max(0, ageYears));
export const driverAgeFactor = (ageYears: number) => inBand(DRIVER_AGE_YEARS, ageYears);
export const licenceYearsFactor = (years: number) => inBand(LICENCE_YEARS, years);
export const claimsFactor = (count: number) => inBand(CLAIMS_IN_3_YEARS, count);
export const convictionsFactor = (count: number) => inBand(CONVICTIONS_IN_5_YEARS, count);
export const annualMileageFactor = (miles: number) => inBand(ANNUAL_MILEAGE, miles);
export const rescueVehicleAgeFactor = (ageYears: number) =>
  inBand(RESCUE_VEHICLE_AGE_YEARS, Math.max(0, ageYears));
export const additionalDriversFactor = (driverCount: number) =>
  BigInt(1000 + ADDITIONAL_DRIVER_LOADING_PER_MILLE * Math.max(0, driverCount - 1));

export function postcodeAreaFactor(postcode: string): bigint {
  const area = postcodeArea(postcode);
  const factors: Record<string, number> = POSTCODE_AREA_FACTORS;
  return BigInt(factors[area] ?? DEFAULT_POSTCODE_AREA_FACTOR);
}
