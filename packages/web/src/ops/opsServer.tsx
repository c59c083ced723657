import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createPath, RouterProvider } from 'react-router';
import { newQueryClient, QueryScope, RequestQueryClient } from '../lib/queryClient.tsx';
import { scriptSafeJson } from '../ssr/serverState.ts';
import { type DrawnConsole, holdDrawnQueue } from './drawnConsole.ts';
import { opsRoutes } from './opsRouter.tsx';

/**
 * The console's first screen drawn on the server (built by `vite build --ssr` beside the customer
 * pages' entry, loaded by server/src/web/opsConsole.ts): the sign-in page, or for a member of
 * staff the queue's first page, drawn by the same components and from the same state the browser
 * then takes it over with (ops/opsMain.tsx).
 */
export function renderConsole(drawn: DrawnConsole): { html: string; state: string } {
  // Each page its own cache: one member of staff's queue never lands in another's page.
  const client = newQueryClient();
  holdDrawnQueue(client, drawn);
  const router = createMemoryRouter(opsRoutes(drawn.staff), { initialEntries: ['/'] });
  // The browser's router is a hash router: the links drawn here carry the same `#/…` addresses.
  router.createHref = (to) => `#${createPath(to)}`;
  try {
    const html = renderToString(
      <RequestQueryClient.Provider value={client}>
        <QueryScope>
          <RouterProvider router={router} />
        </QueryScope>
      </RequestQueryClient.Provider>,
    );
    return { html, state: scriptSafeJson(drawn) };
  } finally {
    router.dispose();
    client.clear();
  }
}
