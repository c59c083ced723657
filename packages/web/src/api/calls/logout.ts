import { AUTH_HEADER, apiPaths } from '@portal/domain/api/paths';
import { apiRequest, sessionToken } from '../client.ts';

/**
 * POST logout revokes the token. Session storage is cleared before the call goes out: a Back
 * pressed while it is on its way loads a new document, which abandons the call, and the page
 * before would then still find the journey's answers and show itself (a paid customer shown
 * "Confirm your payment with your bank"). Nothing started meanwhile sends a token about to be
 * revoked either. Ending a session must succeed locally even when the server cannot be reached,
 * so failures are swallowed; storage is cleared again after the answer, which the client notes.
 */
export async function logoutAndClear(): Promise<void> {
  const token = sessionToken.read();
  sessionStorage.clear();
  if (token) {
    await apiRequest({
      method: 'POST',
      path: apiPaths.logout,
      schema: null,
      isLogout: true,
      withoutToken: true,
      headers: { [AUTH_HEADER]: token },
    }).catch(() => undefined);
  }
  sessionStorage.clear();
}
