import { vehicleDetails } from '@portal/domain/lookups/vehicle';
import { apiRequest } from '../client.ts';

/** GET dvla/get/{registration}, spaces removed (request-journeys.md §7). */
export const lookupVehicle = (registration: string) =>
  apiRequest({
    method: 'GET',
    path: `dvla/get/${encodeURIComponent(registration.replace(/\s+/g, '').toUpperCase())}`,
    schema: vehicleDetails,
  });
