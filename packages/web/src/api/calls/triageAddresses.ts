import { addressResultsResponse } from '@portal/domain/lookups/address';
import { apiRequest } from '../client.ts';

/** GET hor/request/address/{postcode}: address results with their UPRN, by house number. */
export const lookupHomeAddresses = (postcode: string) =>
  apiRequest({
    method: 'GET',
    path: `hor/request/address/${encodeURIComponent(postcode.replace(/\s+/g, '').toUpperCase())}`,
    schema: addressResultsResponse,
  });
