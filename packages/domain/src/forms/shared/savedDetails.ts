import type { RatedPolicy, RatedVehicle } from '../../rating/policy.ts';
import { estimateVehicle } from '../../rating/vehicleValuation.ts';

/** Readers of a saved request's details for the forms' change modules. */
export type Details = Record<string, unknown>;

export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
export const record = (value: unknown): Details =>
  typeof value === 'object' && value !== null ? (value as Details) : {};
/** Saved dates are YYYY/MM/DD; rating speaks ISO. */
export const iso = (value: unknown): string => text(value).replaceAll('/', '-');
export const plate = (value: unknown): string => text(value).replace(/\s+/g, '').toUpperCase();

/** The requested cover start, or today when the form asks none. */
export const effectiveDateOf = (details: Details, today: string): string =>
  iso(details.coverStartDate) || today;

/** The car on the policy the customer named as their current one (else the policy's first). */
export function currentRegistration(details: Details, policy: RatedPolicy): string {
  const named = plate(details.currentVehicleReg);
  return policy.vehicles.some((vehicle) => vehicle.registration === named)
    ? named
    : (policy.vehicles[0]?.registration ?? named);
}

/** The new vehicle the request describes, valued for rating. */
export function vehicleFrom(details: Details, registration: string, today: string): RatedVehicle {
  const thisYear = Number(today.slice(0, 4));
  const vehicle = record(details.vehicle);
  const make = text(vehicle.make).toUpperCase();
  const year = Number(text(vehicle.yearOfManufacture ?? vehicle.year)) || thisYear;
  return {
    registration,
    make,
    model: text(vehicle.model).toUpperCase(),
    year,
    fuel: text(vehicle.fuel).toUpperCase(),
    transmission: text(vehicle.transmission).toUpperCase(),
    ...estimateVehicle(make, year, thisYear),
  };
}

/** The new address the request describes: "line 1, town" as the address lookup fills it. */
export function addressFrom(details: Details) {
  const [line1 = '', ...rest] = text(details.address).split(', ');
  const uprn = text(details.uprn);
  return {
    postcode: text(details.postcode),
    line1,
    town: rest.join(', '),
    ...(uprn ? { uprn } : {}),
  };
}
