import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/**
 * Some loaders answer with functions (the quote pages' change subject: the form's amendedDTO
 * reader), which the page state's JSON cannot carry. The server names those routes, and the
 * browser runs their loaders itself before hydrating, so the router starts with all the data the
 * server drew with (a route without its data would draw the fallback and lose the drawn page).
 */

/** The routes whose loader data did not survive JSON (the server's side). */
export const loadersToRerun = (loaderData: Record<string, unknown> | undefined): string[] =>
  Object.entries(loaderData ?? {})
    .filter(([, value]) => typeof value === 'function')
    .map(([id]) => id);

/** A route by the id the router gives a route without its own: its index at each depth, `0-2-1`. */
function routeAtTreePath(routes: RouteObject[], id: string): RouteObject | undefined {
  let level: RouteObject[] | undefined = routes;
  let route: RouteObject | undefined;
  for (const index of id.split('-')) {
    route = level?.[Number(index)];
    level = route?.children;
  }
  return route;
}

/** The browser's side: fills those routes' data into the hydration state by running their loaders. */
export async function rerunLoaders(
  routes: RouteObject[],
  hydrationData: HydrationState,
  ids: readonly string[],
  address: string,
): Promise<HydrationState> {
  if (ids.length === 0) return hydrationData;
  const matches = matchRoutes(routes, address) ?? [];
  const url = new URL(address, window.location.origin);
  const request = new Request(url);
  const loaderData = { ...hydrationData.loaderData };
  await Promise.all(
    ids.map(async (id) => {
      const route = routeAtTreePath(routes, id);
      const match = matches.find((candidate) => candidate.route === route);
      if (!match || typeof route?.loader !== 'function') return;
      const pattern = match.route.path ?? '';
      loaderData[id] = await route.loader({
        params: match.params,
        request,
        url,
        pattern,
        context: undefined,
      });
    }),
  );
  return { ...hydrationData, loaderData };
}
