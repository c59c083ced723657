import { apiPaths, QUOTE_TOKEN_HEADER } from '@portal/domain/api/paths';
import { z } from 'zod';
import { apiRequest } from '../../api/client.ts';

/** The quote the page pays for: its emailed link token travels as a header, never in a URL. */
export interface PayingQuote {
  token: string;
  uuid: string;
}

const post = <T>(path: string, quote: PayingQuote, schema: z.ZodType<T>) =>
  apiRequest({
    method: 'POST',
    path,
    schema,
    body: { uuid: quote.uuid },
    headers: { [QUOTE_TOKEN_HEADER]: quote.token },
  });

/** speik/url: the secure card form's address for this quote, empty while it is closed. */
export const secureFormUrl = (quote: PayingQuote) => post(apiPaths.speikUrl, quote, z.string());

/** speik/status: SUCCESS or WAITING, as text. */
export const secureFormStatus = (quote: PayingQuote) => post(apiPaths.speikStatus, quote, z.string());

/** A payment chat bound by the server to this quote; its token is the page's handle on it. */
export const openPaymentChat = (quote: PayingQuote) =>
  post(apiPaths.paymentChat, quote, z.object({ token: z.string() }));
