import * as z from 'zod/mini';
import { apiRequest } from '../client.ts';

/** GET addr/postcode/{postcode}: address strings sorted by house number. */
export const lookupAddresses = (postcode: string) =>
  apiRequest({
    method: 'GET',
    path: `addr/postcode/${encodeURIComponent(postcode.replace(/\s+/g, '').toUpperCase())}`,
    schema: z.array(z.string()),
  });
