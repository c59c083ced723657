import { verificationRequest } from '@portal/domain/api/verification';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { CALL_NAME_LIST, formFromCallName } from '@portal/domain/forms';
import type { Db } from '../db/database.ts';
import { openQuoteLink } from '../quotes/openQuoteLink.ts';
import type { SessionService } from '../sessions/sessionService.ts';

/** What the page drawing an emailed link is given (packages/web/src/ssr/quoteLink.ts). */
export type PageLinkOpening =
  | { ok: true; quote: unknown; session: string }
  | { ok: false; errorCode: string };
export type OpenLinkForPage = (
  callName: string,
  token: string,
  brand: DeploymentBrand,
) => Promise<PageLinkOpening>;

/**
 * The emailed link opened for its page: the same checks as `{form}/idv/validate`
 * (call name, token shape, then the verification service), and, as the browser would have to
 * before that call, a new session for the customer, which the page hands to the browser.
 */
export function linkOpener(options: {
  db: Db;
  sessions: Pick<SessionService, 'start'>;
  clock: () => Date;
  fraudCheck: boolean;
}): OpenLinkForPage {
  return async (callName, token, brand) => {
    if (!CALL_NAME_LIST.includes(callName) || !verificationRequest.safeParse({ token }).success)
      return { ok: false, errorCode: 'INVALID_TOKEN' };
    const opening = await openQuoteLink(options.db, {
      token,
      form: formFromCallName(callName),
      now: options.clock(),
      fraudCheck: options.fraudCheck,
    });
    if (!opening.ok) return opening;
    return { ok: true, quote: opening.record, session: await options.sessions.start(brand) };
  };
}
