import type { RatedDriver, RatedPolicy, RatedVehicle } from '../src/rating/policy.ts';

/**
 * The worked-example policy used by this folder's tests and README, also handy as
 * demo data. On 2025-10-20 (the examples' effective date) Alex is 40 with 20 years'
 * licence, the Focus is 6 years old, Leeds (LS) is the area, 8,000 miles a year:
 * technical premium 45000 × 1.000 × 1.100 × 1.000 × 1.000 × 0.950 × 1.000 × 1.000 × 1.000 × 1.150
 * = 54078.75 → 54079p. 73 of the 365 days of cover are left (0.2 of the year).
 */
export const EXAMPLE_EFFECTIVE_DATE = '2025-10-20';

export const exampleFocus: RatedVehicle = {
  registration: 'AB19CDE',
  make: 'Ford',
  model: 'Focus',
  group: 15,
  valuePence: 1_200_000,
  year: 2019,
  fuel: 'PETROL',
  transmission: 'MANUAL',
};

export const exampleDriver: RatedDriver = {
  fullName: 'Alex Morgan',
  dateOfBirth: '1985-06-15',
  licenceYears: 20,
  claims: [],
  convictions: [],
};

export const examplePolicy: RatedPolicy = {
  product: 'MOTOR',
  brand: 'DIRECTLINE',
  policyholderName: 'Alex Morgan',
  annualPremiumPence: 60_000,
  coverStartDate: '2025-01-01',
  coverEndDate: '2025-12-31',
  payment: { type: 'LUMP_SUM_CC' },
  vehicles: [exampleFocus],
  drivers: [exampleDriver],
  postcode: 'LS1 4AP',
  annualMileage: 8_000,
  voluntaryExcessPence: 25_000,
  linkedBreakdown: null,
};

/** Direct Line's fees: £25 admin fee, price does not include IPT. */
export const feeBrand = { adminFeePence: 2_500, priceIncludesIpt: false };
/** Green Flag's: the price includes IPT, so no admin fee. */
export const iptBrand = { adminFeePence: 0, priceIncludesIpt: true };
