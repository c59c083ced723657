import type { FormCode } from '@portal/domain/forms';
import type { PolicyChange } from '@portal/domain/rating/change';
import type { RatedPolicy, RatedVehicle } from '@portal/domain/rating/policy';
import { estimateVehicle } from './vehicleValuation.ts';

type Details = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Details =>
  typeof value === 'object' && value !== null ? (value as Details) : {};
/** Saved dates are YYYY/MM/DD (request-journeys.md §5); rating speaks ISO. */
const iso = (value: unknown) => text(value).replaceAll('/', '-');
const plate = (value: unknown) => text(value).replace(/\s+/g, '').toUpperCase();

export interface PricedChange {
  change: PolicyChange;
  effectiveDate: string;
  /** The amendedDTO of accept-and-pay.md §3: what the quote is for, as the customer will see it. */
  amendedDto: Record<string, unknown>;
}

function vehicleFrom(details: Details, registration: string, thisYear: number): RatedVehicle {
  const vehicle = record(details.vehicle);
  const make = text(vehicle.make).toUpperCase();
  const year = Number(text(vehicle.yearOfManufacture ?? vehicle.year)) || thisYear;
  return {
    registration,
    make,
    model: text(vehicle.model).toUpperCase(),
    year,
    ...estimateVehicle(make, year, thisYear),
  };
}

/**
 * What a saved request changes on the policy, in the rating engine's terms; null for forms that
 * are not priced. The effective date is the requested cover start.
 */
export function changeFromRequest(
  form: FormCode,
  details: Details,
  policy: RatedPolicy,
  today: string,
): PricedChange | null {
  const effectiveDate = iso(details.coverStartDate) || today;
  const thisYear = Number(today.slice(0, 4));
  const current = plate(details.currentVehicleReg) || policy.vehicles[0]?.registration || '';
  const newPlate = plate(details.currentCarReg);
  switch (form) {
    case 'cov': {
      const vehicle = vehicleFrom(details, newPlate, thisYear);
      const replaces = policy.vehicles.some((v) => v.registration === current)
        ? current
        : (policy.vehicles[0]?.registration ?? current);
      return {
        change: { kind: 'cov', replacesRegistration: replaces, vehicle },
        effectiveDate,
        amendedDto: { make: vehicle.make, model: vehicle.model, registration: vehicle.registration },
      };
    }
    case 'cor':
      return {
        change: { kind: 'cor', registration: current, newRegistration: newPlate },
        effectiveDate,
        amendedDto: { registration: newPlate },
      };
    case 'aad': {
      const fullName = [text(details.driverFirstName), text(details.driverLastName)]
        .filter(Boolean)
        .join(' ');
      const entries = (key: string) =>
        Array.isArray(details[key]) ? (details[key] as unknown[]).map(record) : [];
      return {
        change: {
          kind: 'aad',
          driver: {
            fullName,
            dateOfBirth: iso(details.dob),
            licenceYears: Number(text(details.yearsLicenceHeld)) || 0,
            claims: entries('claims').map((claim) => ({ date: iso(claim.date) })),
            convictions: entries('convictions').map((c) => ({
              date: iso(c.date),
              code: text(c.code) || 'UNKNOWN',
            })),
          },
        },
        effectiveDate,
        amendedDto: { driverFullName: fullName },
      };
    }
    case 'atv': {
      const vehicle = vehicleFrom(details, newPlate, thisYear);
      const endDate = iso(details.coverEndDate) || effectiveDate;
      return {
        change: { kind: 'atv', vehicle, startDate: effectiveDate, endDate },
        effectiveDate,
        amendedDto: {
          vehicle: { make: vehicle.make, model: vehicle.model, registration: vehicle.registration },
          coverStartDate: effectiveDate.split('-').map(Number),
          coverEndDate: endDate.split('-').map(Number),
        },
      };
    }
    case 'coa':
    case 'hcoa': {
      const postcode = text(details.postcode);
      return {
        change: { kind: form, postcode },
        effectiveDate,
        amendedDto: { address: text(details.address), postcode },
      };
    }
    default:
      return null;
  }
}
