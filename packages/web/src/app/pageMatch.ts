import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import { hasJourney } from '@portal/domain/forms';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { LazyModule } from './lazyModule.ts';
import { pageChunks } from './pageChunks.ts';
import { type Page, type Section, type ServerDraws, sectionsOf } from './pageEntry.ts';
import { pages } from './pages.tsx';

/**
 * `/cov/request/triage?product=PCW` → form, side, page and query. A page's matrix part (the bank's
 * return, `redirects;status=success`) is not its name.
 */
export function readAddress(address: string) {
  const [path = '', query = ''] = address.replace(/^#?\/?/, '').split('?');
  const [form = '', side = '', segment = ''] = path.split('/');
  const [page = ''] = segment.split(';');
  return { form, side, page, query };
}

const SECTION_PATH: Record<Section, string> = {
  form: ':form',
  request: ':form/request',
  'request journey': ':form/request',
  accept: ':form/accept',
  'accept journey': ':form/accept',
};

/**
 * The table's pages at their whole addresses, matched as the router matches its nested routes
 * (the router ranks whole paths; the session scopes add none). pages.test.tsx holds the two to
 * the same answer for every page.
 */
const flatRoutes = pages.flatMap((page) =>
  sectionsOf(page).map((section) => ({
    path: [SECTION_PATH[section], page.path].filter(Boolean).join('/'),
    handle: { page, section },
  })),
) satisfies RouteObject[];

/**
 * Each side's pages with the form's own (no other page can match an address on that side); an
 * address on neither side, the form's own alone. The router compiles every path it is given on
 * each match, so an address is matched on its side's share only.
 */
const onSide = (side: string) =>
  flatRoutes.filter(({ handle }) => handle.section === 'form' || handle.section.startsWith(side));
const ROUTES_ON = { request: onSide('request'), accept: onSide('accept'), form: onSide('form') };
const routesOn = (side: string): RouteObject[] =>
  side === 'request' || side === 'accept' ? ROUTES_ON[side] : ROUTES_ON.form;

export interface PageAt {
  page: Page;
  section: Section;
  params: Params;
}

/**
 * The last few addresses' answers: opening a page asks for the same one several times (what the
 * server drew, what the page needs, what comes next). Bounded: a server is asked of any address.
 */
const recent = new Map<string, PageAt | undefined>();
const RECENT = 8;

/** The table's page at this address (`/cov/request/triage?…`), if it is one of a form's. */
export function pageAt(address: string): PageAt | undefined {
  const path = `/${address.replace(/^#?\/?/, '').split('?')[0] ?? ''}`;
  if (recent.has(path)) return recent.get(path);
  const match = matchRoutes(routesOn(readAddress(path).side), path)?.at(-1);
  const at = match && { ...(match.route.handle as { page: Page; section: Section }), params: match.params };
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value ?? '');
  recent.set(path, at);
  return at;
}

/** What the server sends for this address, as the page's table entry says; unknown for no page. */
export function drawnAt(address: string): ServerDraws | undefined {
  const at = pageAt(address);
  if (!at) return undefined;
  return typeof at.page.server === 'function' ? at.page.server(at.params) : at.page.server;
}

/**
 * What the page at this address loads lazily (the start page too): its chunks (with the session scope, inside one),
 * for a journey step the form whose journey definition it reads before it draws, for triage the
 * form whose journey start the server hands over (the definition loads only when the browser
 * draws triage itself, or for the next step), and for a quote page the form whose amendedDTO it lists.
 */
export function openingPageNeeds(address: string): {
  chunks: readonly LazyModule[];
  journeyOf?: FormCode;
  startOf?: FormCode;
  subjectOf?: FormCode;
} {
  const at = pageAt(address);
  if (!at) return { chunks: readAddress(address).form === '' ? [pageChunks.startPages] : [] };
  const { page, section, params } = at;
  const form = params.form ?? '';
  const chunks = [
    ...(section.endsWith('journey') ? [pageChunks.sessionScope] : []),
    ...(page.guard ? [pageChunks.acceptGuard] : []),
    ...(page.chunk ? [page.chunk] : []),
    ...(page.opensWith ?? []),
  ];
  if (page.reads === 'journey' && isFormCode(form) && hasJourney(form)) return { chunks, journeyOf: form };
  if (page.reads === 'journey start' && isFormCode(form) && hasJourney(form))
    return { chunks, startOf: form };
  if (page.reads === 'quote' && isFormCode(form)) return { chunks, subjectOf: form };
  return { chunks };
}
