import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { storedQuoteLoader } from '../accept/storedQuote.ts';
import { pageChunks } from './pageChunks.ts';
import { type Page, type Section, sectionsOf } from './pageEntry.ts';
import { pages } from './pages.tsx';

/** What a route made from the table carries, for anything that asks a matched route which page it is. */
export interface PageHandle {
  page: Page;
  section: Section;
}

/**
 * What puts a page behind its accept guard, if it has one. The guard loads with the page (its
 * chunk is among the page's own, openingPageNeeds), not with every page's start.
 */
async function guardFor(entry: Page, section: Section): Promise<(node: ReactNode) => ReactNode> {
  const page = entry.guard;
  if (!page) return (node) => node;
  const { AcceptGuard } = await pageChunks.acceptGuard.load();
  // The web-chat path's request-side copies of the payment pages need the accepted flag only.
  const side = section.startsWith('request') ? 'request' : 'accept';
  return (node) => (
    <AcceptGuard page={page} side={side}>
      {node}
    </AcceptGuard>
  );
}

function pageRoute(entry: Page, section: Section): RouteObject {
  const { chunk, draw } = entry;
  const loader = entry.reads === 'quote' ? storedQuoteLoader : entry.loader;
  const handle: PageHandle = { page: entry, section };
  return {
    ...(entry.path === '' ? { index: true } : { path: entry.path }),
    ...(loader ? { loader } : {}),
    handle,
    ...(chunk && draw
      ? {
          lazy: () =>
            Promise.all([chunk.load(), guardFor(entry, section)]).then(([module, guard]) => ({
              element: guard(draw(module)),
            })),
        }
      : {}),
  } as RouteObject;
}

/** The routes of one section of the table, in the table's order. */
export const pageRoutes = (section: Section): RouteObject[] =>
  pages.filter((entry) => sectionsOf(entry).includes(section)).map((entry) => pageRoute(entry, section));
