import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import type { BootInfo } from '../shell/ShellContext.tsx';
import { rerunLoaders } from './rerunLoaders.ts';
import { appRoutes } from './routes.tsx';

/**
 * The server drew the opening page with its lazy routes already loaded; the browser must have
 * the same ones in hand before it hydrates, or the router would draw its fallback instead and
 * React would throw the server's page away. So the opening address's lazy routes load first.
 */
async function loadOpeningRoutes(routes: RouteObject[], address: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, address) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router; with the server's hydration data when the page arrived drawn (and the
 * routes whose data could not travel in it, `rerun`, loaded here again).
 */
export async function createAppRouter(
  boot: BootInfo,
  hydrationData?: HydrationState,
  address?: string,
  rerun: readonly string[] = [],
) {
  const routes = appRoutes(boot);
  if (!hydrationData || !address) return createBrowserRouter(routes);
  await loadOpeningRoutes(routes, address);
  return createBrowserRouter(routes, {
    hydrationData: await rerunLoaders(routes, hydrationData, rerun, address),
  });
}
