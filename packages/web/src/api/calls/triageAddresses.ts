import { apiRequest } from '../client.ts';

/**
 * GET hor/request/address/{postcode}: address results with their UPRN, by house number. The
 * answer's schema loads with the first lookup, not with the triage page.
 */
export const lookupHomeAddresses = async (postcode: string) =>
  apiRequest({
    method: 'GET',
    path: `hor/request/address/${encodeURIComponent(postcode.replace(/\s+/g, '').toUpperCase())}`,
    schema: (await import('@portal/domain/lookups/address')).addressResultsResponse,
  });
