import {
  invalidRegistration,
  type LookupOutcome,
  vehicleNotFound,
} from '@portal/domain/lookups/lookupErrors';
import { normaliseRegistration } from '@portal/domain/lookups/registration';
import type { B4cValidateRequest, B4cValidateResponse, VehicleDetails } from '@portal/domain/lookups/vehicle';
import type { VehicleProvider } from './vehicleProvider.ts';

/**
 * Registration lookups as the journeys need them, whatever the vendor: spaces and case do not
 * matter, a string that cannot be a plate is a VALIDATION_ERROR, an unknown plate VEHICLE_NOT_FOUND.
 */
export async function findVehicle(
  provider: VehicleProvider,
  rawRegistration: string,
): Promise<LookupOutcome<VehicleDetails>> {
  const registration = normaliseRegistration(rawRegistration);
  if (!registration) return { ok: false, error: invalidRegistration() };
  const vehicle = await provider.byRegistration(registration);
  return vehicle ? { ok: true, value: vehicle } : { ok: false, error: vehicleNotFound() };
}

export async function validateB4cVehicle(
  provider: VehicleProvider,
  request: B4cValidateRequest,
): Promise<LookupOutcome<B4cValidateResponse>> {
  const registration = normaliseRegistration(request.vehicleReg);
  if (!registration) return { ok: false, error: invalidRegistration('vehicleReg') };
  const answer = await provider.validateB4c(registration, request.brand);
  return answer ? { ok: true, value: answer } : { ok: false, error: vehicleNotFound() };
}
