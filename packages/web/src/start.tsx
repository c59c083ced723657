import { brandFromHost } from '@portal/domain/brands/registry';
import type { DataRouter } from 'react-router';
import { initialiseSession, initialiseToken } from './api/calls/initialise.ts';
import { sessionToken, setSessionInitialiser } from './api/client.ts';
import { prefetchNextPages } from './app/nextPages.ts';
import { prefetchPageData, preloadPageChunks } from './app/openingPage.ts';
import { drawPage, hydratePage } from './app/render.tsx';
import { createAppRouter } from './app/router.tsx';
import { type BootInfo, bootFromMetadata } from './shell/ShellContext.tsx';
import { replayEarlyInput, watchEarlyInput } from './ssr/earlyInput.ts';
import { takeOverOpenedLink } from './ssr/openedLink.ts';
import { browserHoldsStateFor } from './ssr/serverPages.ts';
import { readServerState, type ServerState } from './ssr/serverState.ts';

setSessionInitialiser(initialiseSession);

/** Initialise before the first page; on failure the shell still runs on the host's brand and shows /error. */
async function boot(): Promise<BootInfo> {
  try {
    return bootFromMetadata(await initialiseSession());
  } catch {
    window.history.replaceState(null, '', `/error${window.location.search}`);
    return {
      brand: brandFromHost(window.location.hostname, 'DIRECTLINE'),
      now: new Date().toISOString(),
      sessionSeconds: 870,
      initialised: false,
    };
  }
}

const address = () => `${window.location.pathname}${window.location.search}`;

// Page addresses are paths, so the bank's return is a new document, and Back from the outcome
// restores the page before it from the back-forward cache as it was left (Confirm your payment).
// An accept page restored so loads afresh: the guards judge it on what has happened since.
window.addEventListener('pageshow', (event) => {
  if (event.persisted && window.location.pathname.includes('/accept/')) window.location.reload();
});

/** Each settled page fetches its likely next pages' chunks while the customer reads it. */
function prefetchAround(router: DataRouter) {
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') prefetchNextPages(address());
  });
  prefetchNextPages(address());
}

/**
 * The server drew this page: the browser takes it over as it is (same routes, same data), then
 * sets up the session in the background; the customer can read and answer meanwhile.
 */
async function hydrateServerPage(root: HTMLElement, state: ServerState) {
  const earlyInput = watchEarlyInput(root);
  if (state.link) takeOverOpenedLink(state.link);
  if (state.queries)
    await import('./ssr/primeQueries.ts').then(({ primeQueries }) => primeQueries(state, address()));
  const router = await createAppRouter(state.boot, state.router, address());
  hydratePage(root, router, (running) => replayEarlyInput(earlyInput, running));
  prefetchAround(router);
  // The server gave the boot info with the page: only the session token is still to fetch.
  if (!sessionToken.read())
    initialiseToken(state.boot.brand).catch(() =>
      router.navigate(`/error${window.location.search}`, { replace: true }),
    );
}

/** The browser draws the page itself (the server left it to the browser, or cannot match what it holds). */
async function drawInBrowser(root: HTMLElement) {
  // The page's lazy chunks download while the session is set up, not after. (A drawn page's were
  // asked for by the server's loader: asking again here cost its longest task about 100 ms on a
  // phone, the build's preload helper listing each chunk's dependencies, bench/web/cpuProfile.ts.)
  preloadPageChunks(address());
  const info = await boot();
  if (info.initialised) prefetchPageData(address());
  const router = await createAppRouter(info);
  prefetchAround(router);
  drawPage(root, router);
}

/** The app's start, once the entry has React (main.tsx). */
export function start(root: HTMLElement) {
  // An opened link's page was drawn from the items the link itself stores, whatever the browser held.
  const serverState = readServerState();
  if (serverState && (serverState.link || !browserHoldsStateFor(address(), window.sessionStorage)))
    hydrateServerPage(root, serverState);
  else drawInBrowser(root);
}
