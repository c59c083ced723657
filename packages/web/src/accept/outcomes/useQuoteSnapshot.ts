import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';
import type { DecidedStatus } from '@portal/domain/quotes/quoteStatus';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useEndSessionOnArrival } from '../../session/useEndSessionOnArrival.ts';
import { storeDecision } from '../quoteFlags.ts';
import { readQuote } from '../quoteSession.ts';

/**
 * Outcome pages show the quote and then end the session (log out, clear storage, stop the
 * timer). The quote is read once, before the clearing, and kept for the page's life. A decision
 * page keeps its decision past the clearing, so Back and refresh show it (AcceptGuard).
 */
export function useQuoteSnapshotThenEndSession(decision?: DecidedStatus): {
  form: FormCode | null;
  quote: QuoteRecord | null;
} {
  const { form = '' } = useParams();
  const [snapshot] = useState(() => ({
    form: isFormCode(form) ? form : null,
    quote: isFormCode(form) ? readQuote(form) : null,
  }));
  useEndSessionOnArrival(() => {
    if (snapshot.form && decision) storeDecision(snapshot.form, decision);
  });
  return snapshot;
}
