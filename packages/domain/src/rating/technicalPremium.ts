import { ageOn, withinYearsBefore, yearOf } from '../dates.ts';
import { isBreakdownCover } from './breakdownCover.ts';
import {
  additionalDriversFactor,
  annualMileageFactor,
  claimsFactor,
  convictionsFactor,
  driverAgeFactor,
  HOME_BASE_PENCE,
  licenceYearsFactor,
  MOTOR_BASE_PENCE,
  postcodeAreaFactor,
  RESCUE_BASE_PENCE,
  rescueVehicleAgeFactor,
  TEMPORARY_VEHICLE_DAILY_BASE_PENCE,
  vehicleAgeFactor,
  vehicleGroupFactor,
  vehicleValueFactor,
} from './factors.ts';
import type { RatedDriver, RatedPolicy, RatedVehicle } from './policy.ts';
import { applyPerMille } from './rounding.ts';

/**
 * The technical (tariff) premium of a policy as it would stand on `onDate`.
 * A change is priced as the difference between the technical premium after and
 * before it, so the customer's own discounts and loadings are kept, and a change
 * that is undone costs back exactly what it saved.
 */

export const claimsInLast3Years = (driver: RatedDriver, onDate: string) =>
  driver.claims.filter((claim) => withinYearsBefore(claim.date, onDate, 3)).length;

export const convictionsInLast5Years = (driver: RatedDriver, onDate: string) =>
  driver.convictions.filter((conviction) => withinYearsBefore(conviction.date, onDate, 5)).length;

export const vehicleAgeOn = (vehicle: RatedVehicle, onDate: string) => yearOf(onDate) - vehicle.year;

function driverFactors(driver: RatedDriver, onDate: string): bigint[] {
  return [
    driverAgeFactor(ageOn(driver.dateOfBirth, onDate)),
    licenceYearsFactor(driver.licenceYears),
    claimsFactor(claimsInLast3Years(driver, onDate)),
    convictionsFactor(convictionsInLast5Years(driver, onDate)),
  ];
}

const product = (factors: readonly bigint[]) => factors.reduce((a, b) => a * b, 1n);

/** The riskiest driver's factors: they set the price for everyone who drives. */
export function worstDriverFactors(drivers: readonly RatedDriver[], onDate: string): bigint[] {
  let worst: bigint[] | null = null;
  for (const driver of drivers) {
    const factors = driverFactors(driver, onDate);
    if (!worst || product(factors) > product(worst)) worst = factors;
  }
  // Only a home policy has no drivers, and it never reaches here; neutral factors keep that safe.
  return worst ?? [1000n, 1000n, 1000n, 1000n];
}

export function vehicleFactors(vehicle: RatedVehicle, onDate: string): bigint[] {
  return [
    vehicleGroupFactor(vehicle.group),
    vehicleValueFactor(vehicle.valuePence),
    vehicleAgeFactor(vehicleAgeOn(vehicle, onDate)),
  ];
}

/** One vehicle's share of a motor policy, rounded once. */
function motorVehiclePremium(policy: RatedPolicy, vehicle: RatedVehicle, onDate: string): number {
  return applyPerMille(MOTOR_BASE_PENCE, [
    ...vehicleFactors(vehicle, onDate),
    ...worstDriverFactors(policy.drivers, onDate),
    additionalDriversFactor(policy.drivers.length),
    postcodeAreaFactor(policy.postcode),
    annualMileageFactor(policy.annualMileage),
  ]);
}

export function technicalPremium(policy: RatedPolicy, onDate: string): number {
  if (policy.product === 'HOME') return applyPerMille(HOME_BASE_PENCE, [postcodeAreaFactor(policy.postcode)]);
  // Breakdown cover is rescue for each vehicle: the car tariff's drivers, area and mileage do not apply.
  if (isBreakdownCover(policy)) return technicalRescuePremium(policy, onDate);
  return policy.vehicles.reduce((sum, vehicle) => sum + motorVehiclePremium(policy, vehicle, onDate), 0);
}

/** Linked breakdown cover depends only on the vehicles' ages. */
export function technicalRescuePremium(policy: RatedPolicy, onDate: string): number {
  return policy.vehicles.reduce(
    (sum, vehicle) =>
      sum + applyPerMille(RESCUE_BASE_PENCE, [rescueVehicleAgeFactor(vehicleAgeOn(vehicle, onDate))]),
    0,
  );
}

/** Price of one day's temporary cover for `vehicle`, driven by the policy's drivers. */
export function temporaryVehicleDailyRate(
  policy: RatedPolicy,
  vehicle: RatedVehicle,
  onDate: string,
): number {
  return applyPerMille(TEMPORARY_VEHICLE_DAILY_BASE_PENCE, [
    ...vehicleFactors(vehicle, onDate),
    ...worstDriverFactors(policy.drivers, onDate),
  ]);
}
