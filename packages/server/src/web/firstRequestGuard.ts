import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings, parseQuery } from '@portal/domain/brands/registry';
import { isFormCode } from '@portal/domain/formCodes';
import { type GuardDecision, mainEntryGuard, requestPageGuard } from '@portal/domain/guards';

/**
 * The entry guards (a page needs its brand, product and earlier steps) for a page's first request, so a customer sent
 * elsewhere gets an HTTP redirect instead of the wrong page drawn first. The same guards run
 * again in the browser on every client navigation (web `app/guardLoaders.ts`).
 *
 * Only what the server can know is decided here: the request-page guard's way to request/error
 * needs the exit flag the browser stores in session storage, so that page is left to the browser.
 */
export type FirstRequest = { kind: 'page' } | { kind: 'redirect'; location: string };

const PAGE: FirstRequest = { kind: 'page' };
const to = (location: string): FirstRequest => ({ kind: 'redirect', location });

/** Query parameters (product, brand) are kept on every redirect. */
const keepingQuery = (path: string, search: string) =>
  path.includes('?') || !search ? path : `${path}${search}`;

/** Request pages of the shell itself, not journey steps: no request-page guard runs on them. */
const REQUEST_SHELL_PAGES = new Set([
  '',
  'session-timeout',
  'session-ended',
  'error',
  'exclusive-error',
  'unavailable',
]);

function follow(decision: GuardDecision, search: string): FirstRequest | null {
  if (decision.kind === 'external') return to(decision.url);
  if (decision.kind === 'route') return to(keepingQuery(decision.path, search));
  return null;
}

export function firstRequestGuard(url: URL, brand: DeploymentBrand): FirstRequest {
  const [form = '', side = '', page = ''] = url.pathname.replace(/^\//, '').split('/');
  if (form === '' || (form === 'error' && side === '')) return PAGE;
  // The old renewal preference address lives on.
  if (form === 'autorenewal')
    return to(keepingQuery(url.pathname.replace(/^\/autorenewal/, '/renpref'), url.search));
  // An address naming no form of ours, whatever follows it, is not ours at all and leaves for
  // the brand's site, as the browser's guard sends it too.
  if (!isFormCode(form)) return to(brandSettings(brand).links.fallback);
  const input = { form, brand, ...parseQuery(url.searchParams) };
  const entry = follow(mainEntryGuard(input), url.search);
  if (entry) return entry;
  // A form's bare address opens its journey at triage; an unknown side is a broken link.
  if (side === '' || (side === 'request' && page === ''))
    return to(keepingQuery(`/${form}/request/triage`, url.search));
  if (side !== 'request' && side !== 'accept') return to(keepingQuery('/error', url.search));
  if (side !== 'request' || REQUEST_SHELL_PAGES.has(page)) return PAGE;
  const decision = requestPageGuard(input);
  return decision.kind === 'external' ? to(decision.url) : PAGE;
}
