import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AcceptGuard } from '../accept/AcceptGuard.tsx';
import { storedQuoteLoader } from '../accept/storedQuote.ts';
import { type Page, type Section, sectionsOf } from './pageEntry.ts';
import { pages } from './pages.tsx';

/** What a route made from the table carries, for anything that asks a matched route which page it is. */
export interface PageHandle {
  page: Page;
  section: Section;
}

function guarded(entry: Page, section: Section, node: ReactNode): ReactNode {
  if (!entry.guard) return node;
  // The web-chat path's request-side copies of the payment pages need the accepted flag only.
  const side = section.startsWith('request') ? 'request' : 'accept';
  return (
    <AcceptGuard page={entry.guard} side={side}>
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
      ? { lazy: () => chunk.load().then((module) => ({ element: guarded(entry, section, draw(module)) })) }
      : entry.element
        ? { element: guarded(entry, section, entry.element) }
        : {}),
  } as RouteObject;
}

/** The routes of one section of the table, in the table's order. */
export const pageRoutes = (section: Section): RouteObject[] =>
  pages.filter((entry) => sectionsOf(entry).includes(section)).map((entry) => pageRoute(entry, section));
