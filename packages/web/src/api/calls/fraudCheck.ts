import { apiPaths } from '@portal/domain/api/paths';
import { z } from 'zod';
import { apiRequest } from '../client.ts';

/**
 * The fraud check before a card payment (accept-and-pay.md §4): fetch the check's URL for the
 * quote, then ask its status; SUCCESS means the fraud service blocks the payment.
 */
export async function fraudCheckBlocks(uuid: string): Promise<boolean> {
  await apiRequest({ method: 'POST', path: apiPaths.fraudCheckUrl, schema: z.string(), body: { uuid } });
  const status = await apiRequest({
    method: 'POST',
    path: apiPaths.fraudCheckStatus,
    schema: z.string(),
    body: { uuid },
  });
  return status === 'SUCCESS';
}
