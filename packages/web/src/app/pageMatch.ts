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
const flatRoutes: RouteObject[] = pages.flatMap((page) =>
  sectionsOf(page).map((section) => ({
    path: [SECTION_PATH[section], page.path].filter(Boolean).join('/'),
    handle: { page, section },
  })),
);

export interface PageAt {
  page: Page;
  section: Section;
  params: Params;
}

/** The table's page at this address (`/cov/request/triage?…`), if it is one of a form's. */
export function pageAt(address: string): PageAt | undefined {
  const path = `/${address.replace(/^#?\/?/, '').split('?')[0] ?? ''}`;
  const match = matchRoutes(flatRoutes, path)?.at(-1);
  if (!match) return undefined;
  const { page, section } = match.route.handle as { page: Page; section: Section };
  return { page, section, params: match.params };
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
