import { routeAfterVerification, routeForTokenError } from '@portal/domain/accept/verificationRouting';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { isFormCode } from '@portal/domain/formCodes';
import { apiFormCode, homeCallName } from '@portal/domain/forms';
import { quoteRecordSchema } from '@portal/domain/quotes/quoteDto';
import { linkResetKeys, linkSearch, verifiedItems } from '../accept/linkVerification.ts';
import { drawnAt, readAddress } from '../app/pageMatch.ts';
import { withQuery } from '../lib/keepQuery.tsx';
import type { OpenedLink } from './serverState.ts';

/**
 * The emailed link on the server: the server opens the quote from the link's
 * token through the API's own verification service (`openQuote`, given by the server), routes
 * it by the same domain rule as the browser's verification page, and names the page to draw and
 * the session storage to draw it with. The verification page has no content of its own
 * (it only checks the token and moves on), so the customer's first screen is the page the link leads to.
 */

/** What the server's verification service answers; a new session comes with an opened quote. */
export type LinkOpening = { ok: true; quote: unknown; session: string } | { ok: false; errorCode: string };
export type OpenQuote = (callName: string, token: string) => Promise<LinkOpening>;

/**
 * A link that no longer works answers with the page that says why, drawn at once (no redirect:
 * one round trip fewer on a phone network), under a status that says so: gone for an expired or
 * replaced link, not found for a token that opens nothing.
 */
const FAILED_LINK_STATUS: Record<string, number> = { 'invalid-token': 410, 'out-of-date': 410, error: 404 };

const LINK_PATH = /^\/([^/]+)\/accept\/verification\/(home\/)?([^/]+)$/;

/** Whether this path is an emailed link (`/cov/accept/verification/<token>`). */
export const isQuoteLink = (pathname: string) => LINK_PATH.test(pathname);

export type LinkOutcome = { kind: 'browser' } | { kind: 'opened'; link: OpenedLink; status?: number };

export async function openQuoteLink(
  url: URL,
  brand: DeploymentBrand,
  openQuote: OpenQuote,
): Promise<LinkOutcome> {
  const [, form = '', home, token = ''] = LINK_PATH.exec(url.pathname) ?? [];
  if (!isFormCode(form) || !token) return { kind: 'browser' };
  const search = linkSearch(url.search, home !== undefined);
  const opening = await openQuote(home ? homeCallName(form, 'HOME') : apiFormCode(form, brand), token);
  if (!opening.ok) {
    // The page the browser's check would have gone to, by the same rule.
    const route = routeForTokenError(form, opening.errorCode);
    const status = FAILED_LINK_STATUS[readAddress(route).page];
    if (!status) return { kind: 'browser' };
    const link = { address: withQuery(route, search), cleared: linkResetKeys(form), items: {} };
    return { kind: 'opened', link, status };
  }
  const quote = quoteRecordSchema.safeParse(opening.quote);
  if (!quote.success) return { kind: 'browser' };
  const next = routeAfterVerification({
    form,
    quote: quote.data,
    fraudCheck: { enabled: quote.data.fraudCheck === true, brand },
  });
  // The fraud check runs in the customer's window, so that page is left to the browser, as
  // is a page the link leads to that reads more than the link stores (app/pages.tsx, `afterLink`).
  if (next.fraudCheck || drawnAt(next.route) !== 'afterLink') return { kind: 'browser' };
  return {
    kind: 'opened',
    link: {
      address: withQuery(next.route, search),
      cleared: linkResetKeys(form),
      items: verifiedItems(form, quote.data, next),
      session: opening.session,
    },
  };
}
