import { apiPaths } from '@portal/domain/api/paths';
import { z } from 'zod';
import { apiRequest, sessionToken } from '../client.ts';

/**
 * POST logout revokes the token. Ending a session must succeed locally even when the server
 * cannot be reached, so failures are swallowed and session storage is cleared regardless.
 */
export async function logoutAndClear(): Promise<void> {
  if (sessionToken.read()) {
    await apiRequest({ method: 'POST', path: apiPaths.logout, schema: z.unknown(), isLogout: true }).catch(
      () => undefined,
    );
  }
  sessionStorage.clear();
}
