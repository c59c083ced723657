import { type QuoteSessionItem, quoteSessionKey } from '@portal/domain/accept/acceptGuards';
import type { FormCode } from '@portal/domain/formCodes';
import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';
import type { DecidedStatus } from '@portal/domain/quotes/quoteStatus';

/**
 * The accept journey's session items that are written, or read as plain flags: stored as JSON
 * text under the spec's keys so the domain's accept guards read exactly what the pages wrote.
 * Nothing here needs the schema library, so the quotation's first load does without it; items
 * read back as records (the quote, the card holder, the payment attempt) are checked against
 * their schemas in quoteSession.ts.
 */
/** Every accept item is written this way, records too (quoteSession.ts). */
export const writeJson = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value));

export const setQuoteFlag = (form: FormCode, item: Exclude<QuoteSessionItem, 'quote'>, value: boolean) =>
  writeJson(quoteSessionKey(form, item), value);

/** A flag is set only when it holds JSON `true`: anything else stored under its key is not set. */
export const readQuoteFlag = (form: FormCode, item: Exclude<QuoteSessionItem, 'quote'>): boolean =>
  sessionStorage.getItem(quoteSessionKey(form, item)) === 'true';

/** The decision on this form's quote: the one item an outcome page keeps when it clears the session. */
export const storeDecision = (form: FormCode, status: DecidedStatus) =>
  writeJson(quoteSessionKey(form, 'decision'), status);

export const storeQuote = (form: FormCode, quote: QuoteRecord) =>
  writeJson(quoteSessionKey(form, 'quote'), quote);
