import { apiPaths } from '@portal/domain/api/paths';
import { z } from 'zod';
import { apiRequest } from '../client.ts';

/**
 * The fraud check before a card payment: fetch the check's URL for the
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

/**
 * Whether the customer may go on to pay. The check fails closed: a call that fails (network,
 * 5xx, an unknown quote) stops the payment like a block does, since "any call failure goes to
 * /{form}/accept/error" and a failing check must never wave a card through.
 */
export const fraudCheckLetsThrough = (check: () => Promise<boolean>): Promise<boolean> =>
  check().then(
    (blocks) => !blocks,
    () => false,
  );
