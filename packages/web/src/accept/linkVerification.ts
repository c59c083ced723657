import { quoteSessionKey } from '@portal/domain/accept/acceptGuards';
import type { VerificationRoute } from '@portal/domain/accept/verificationRouting';
import type { FormCode } from '@portal/domain/formCodes';
import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';
import { isDecided } from '@portal/domain/quotes/quoteStatus';

/**
 * What opening an emailed link does to session storage, in one place: the browser's
 * verification page applies it, and the server, which opens the link itself to draw the
 * quotation (entry-server.tsx), draws with it and hands it to the browser to apply before it
 * hydrates (ssr/openedLink.ts), so both arrive at the same page from the same items.
 */

/** A link opened again starts its decision afresh: these items of an earlier opening go. */
export const linkResetKeys = (form: FormCode): string[] =>
  (['accepted', 'success', 'exit', 'fraud-check', 'secure-payment', 'decision'] as const).map((item) =>
    quoteSessionKey(form, item),
  );

/** The items a verified quote leaves (JSON text, as quoteSession.ts writes them). */
export function verifiedItems(
  form: FormCode,
  quote: QuoteRecord,
  next: VerificationRoute,
): Record<string, string> {
  const items: Record<string, string> = { [quoteSessionKey(form, 'quote')]: JSON.stringify(quote) };
  const status = quote.quoteDTO?.quote_status;
  // Decided earlier (here or on another device): the decided page shows it.
  if (status && isDecided(status)) items[quoteSessionKey(form, 'decision')] = JSON.stringify(status);
  for (const [flag, value] of Object.entries(next.flags))
    items[quoteSessionKey(form, flag as keyof typeof next.flags)] = JSON.stringify(value);
  return items;
}

/** The home lapse link's pages carry product=HOME in their query (the spec reads home from /home/). */
export function linkSearch(search: string, home: boolean): string {
  const query = new URLSearchParams(search);
  if (!home || query.has('product')) return search;
  query.set('product', 'HOME');
  return `?${query.toString()}`;
}
