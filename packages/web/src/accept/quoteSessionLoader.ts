/**
 * The accept journey's session items, read through their schemas (quoteSession.ts), loaded once:
 * every page that loads them lazily does it here, so the next page the customer goes on to finds
 * them loaded (useQuoteSession.ts).
 */
export type QuoteSession = typeof import('./quoteSession.ts');

export let loadedQuoteSession: QuoteSession | null = null;
let loading: Promise<QuoteSession> | undefined;

export function loadQuoteSession(): Promise<QuoteSession> {
  loading ??= import('./quoteSession.ts').then((session) => {
    loadedQuoteSession = session;
    return session;
  });
  return loading;
}

/**
 * The route loader of a page that reads the items once it has drawn (card payment): reached within
 * the app, the page has them at its first render; drawn by the server, the loader's null comes
 * with the page's state, and the items load after hydrating (useQuoteSession.ts).
 */
export const quoteSessionLoaded = () => loadQuoteSession().then(() => null);
