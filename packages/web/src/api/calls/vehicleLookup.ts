import { apiRequest } from '../client.ts';

/**
 * GET dvla/get/{registration}, spaces removed. The answer's schema loads
 * with the first lookup, not with every step that shows the question.
 */
export const lookupVehicle = async (registration: string) =>
  apiRequest({
    method: 'GET',
    path: `dvla/get/${encodeURIComponent(registration.replace(/\s+/g, '').toUpperCase())}`,
    schema: (await import('@portal/domain/lookups/vehicle')).vehicleDetails,
  });
