import { sessionToken } from '../api/client.ts';
import { storageKnownToServer } from '../lib/storageKnown.ts';
import type { OpenedLink } from './serverState.ts';

/**
 * The server opened the emailed link and drew the page it leads to, as the browser's
 * verification page would have arrived there: before hydrating, the browser does what that
 * page does (the earlier opening's items go, the verified quote and flags are stored, the
 * address moves on, leaving the token out of the history) and takes the session the server
 * started, so the page goes on without asking the server again. The server drew the page with
 * these items known (lib/storageKnown.ts), so hydration reads them as well.
 */
export function takeOverOpenedLink(link: OpenedLink): void {
  for (const key of link.cleared) sessionStorage.removeItem(key);
  for (const [key, value] of Object.entries(link.items)) sessionStorage.setItem(key, value);
  if (link.session) sessionToken.store(link.session);
  window.history.replaceState(null, '', link.address);
  storageKnownToServer.set(() => true);
}
