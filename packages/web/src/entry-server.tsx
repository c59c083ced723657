import type { StaticData } from '@portal/domain/api/staticData';
import { brandSettings } from '@portal/domain/brands/registry';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { openingPageNeeds } from './app/pageMatch.ts';
import { appRoutes } from './app/routes.tsx';
import { newQueryClient, RequestQueryClient } from './lib/queryClient.tsx';
import { brandThemeCss } from './shell/brandTheme.ts';
import type { BootInfo } from './shell/ShellContext.tsx';
import { fillJourneyData } from './ssr/journeyData.ts';
import { isQuoteLink, type OpenQuote, openQuoteLink } from './ssr/quoteLink.ts';
import { drawnOnServer } from './ssr/serverPages.ts';
import { type OpenedLink, type ServerState, scriptSafeJson } from './ssr/serverState.ts';
import { serveWithRequestSessionStorage, withSessionItems } from './ssr/serverStorage.ts';

/**
 * The server's first render of a customer page (built by `vite build --ssr` into dist/server
 * and loaded by the Fastify server): the same route table as the browser, run by React
 * Router's static handler, drawn to HTML with the state the browser hydrates from.
 */
export interface PageRequest {
  /** Absolute URL of the page (`http://host/cov/request/triage?product=PCW`). */
  url: string;
  boot: BootInfo;
  /** `GET {form}/data` as the server answers it for a session without prepopulation. */
  staticData: () => Promise<StaticData>;
  /** The API's verification service, for an emailed link's page (ssr/quoteLink.ts). */
  openQuote?: OpenQuote;
}

export type DrawnPage =
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      state: string;
      themeCss: string;
      /** The page's lazily loaded modules (manifest keys): their style sheets belong in the HTML. */
      sources: string[];
    };

serveWithRequestSessionStorage();

export async function render(page: PageRequest): Promise<DrawnPage> {
  const url = new URL(page.url);
  if (!drawnOnServer(`${url.pathname}${url.search}`)) return { kind: 'browser' };
  if (!isQuoteLink(url.pathname)) return draw(url, page);
  if (!page.openQuote) return { kind: 'browser' };
  const opened = await openQuoteLink(url, page.boot.brand, page.openQuote);
  if (opened.kind !== 'opened') return opened;
  // The link's page is drawn at the address it leads to, which the browser moves to before hydrating.
  const { link, status } = opened;
  const drawn = await withSessionItems(link.items, () => draw(new URL(link.address, url), page, link));
  return drawn.kind === 'page' && status ? { ...drawn, status } : drawn;
}

async function draw(url: URL, page: PageRequest, link?: OpenedLink): Promise<DrawnPage> {
  const address = `${url.pathname}${url.search}`;
  const handler = createStaticHandler(appRoutes(page.boot));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'browser' };
  }
  // A route that failed on the server is left to the browser, which shows its own error page.
  if (context.errors) return { kind: 'browser' };
  const queries = newQueryClient();
  await fillJourneyData(queries, address, page.boot, page.staticData);
  const html = renderToString(
    <StrictMode>
      <RequestQueryClient.Provider value={queries}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </RequestQueryClient.Provider>
    </StrictMode>,
  );
  const state: ServerState = {
    boot: page.boot,
    router: { loaderData: context.loaderData, actionData: context.actionData },
    // The journey definition holds rules (functions): the browser loads its own copy when it needs it.
    ...(queries.getQueryCache().getAll().length > 0
      ? { queries: dehydrate(queries, { shouldDehydrateQuery: (query) => query.queryKey[0] !== 'journey' }) }
      : {}),
    ...(link ? { link } : {}),
  };
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    state: scriptSafeJson(state),
    themeCss: brandThemeCss(brandSettings(page.boot.brand)),
    sources: openingPageNeeds(address).chunks.map((chunk) => chunk.source),
  };
}
