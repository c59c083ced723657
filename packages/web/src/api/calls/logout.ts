import { AUTH_HEADER, apiPaths } from '@portal/domain/api/paths';
import * as z from 'zod/mini';
import { apiRequest, sessionToken } from '../client.ts';

/**
 * POST logout revokes the token. The token leaves session storage before the call goes out, so
 * nothing started meanwhile (the opening hours' time poll) sends a token about to be revoked and
 * is answered 401. Ending a session must succeed locally even when the server cannot be
 * reached, so failures are swallowed and session storage is cleared regardless.
 */
export async function logoutAndClear(): Promise<void> {
  const token = sessionToken.read();
  sessionToken.clear();
  if (token) {
    await apiRequest({
      method: 'POST',
      path: apiPaths.logout,
      schema: z.unknown(),
      isLogout: true,
      withoutToken: true,
      headers: { [AUTH_HEADER]: token },
    }).catch(() => undefined);
  }
  sessionStorage.clear();
}
