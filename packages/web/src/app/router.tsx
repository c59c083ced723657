import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import type { BootInfo } from '../shell/ShellContext.tsx';
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
 * The browser's router; with the server's hydration data when the page arrived drawn. Every
 * loader answers with plain data, so the data the server drew with travels whole in the page's state.
 */
export async function createAppRouter(boot: BootInfo, hydrationData?: HydrationState, address?: string) {
  const routes = appRoutes(boot);
  if (!hydrationData || !address) return createBrowserRouter(routes);
  await loadOpeningRoutes(routes, address);
  return createBrowserRouter(routes, {
    hydrationData,
  });
}
