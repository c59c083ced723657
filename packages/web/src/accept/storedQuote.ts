import { loadChangeSubject } from '@portal/domain/accept/changeSubject';
import { isFormCode } from '@portal/domain/formCodes';
import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';
import type { SubjectRow } from '@portal/domain/quotes/subjectRows';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadQuoteSession } from './quoteSessionLoader.ts';

/** What a quote page reads before it draws: the stored quote, and the rows naming what it is for. */
export interface StoredQuote {
  quote: QuoteRecord | null;
  subject: SubjectRow[];
}

/**
 * The quote pages' loader. The stored quote is checked against its schema, and the rows come
 * from the form's amendedDTO schema; both load here, not with the page. What it answers is plain
 * data, so a page the server drew hands it to the browser with the page's state: the browser
 * hydrates without loading either schema, or the schema library.
 */
export async function storedQuoteLoader({ params }: LoaderFunctionArgs): Promise<StoredQuote | null> {
  const form = params.form ?? '';
  if (!isFormCode(form)) return null;
  // Through the one loader, so a page the customer goes on to (card payment) has the items at once.
  const [{ readQuote }, subjectOf] = await Promise.all([loadQuoteSession(), loadChangeSubject(form)]);
  const quote = readQuote(form);
  return { quote, subject: quote ? subjectOf(quote.amendedDTO) : [] };
}

const nothingStored: StoredQuote = { quote: null, subject: [] };

/** The loader's answer on a page whose route reads the quote (`reads: 'quote'` in app/pages.tsx). */
export const useStoredQuote = (): StoredQuote => (useLoaderData() as StoredQuote | null) ?? nothingStored;
