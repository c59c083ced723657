import { useEffect, useState } from 'react';
import { useStorageKnown } from '../lib/storageKnown.ts';

type QuoteSession = typeof import('./quoteSession.ts');

let loaded: QuoteSession | null = null;
let loading: Promise<QuoteSession> | undefined;

/** The accept journey's session items, read through their schemas (quoteSession.ts), loaded once. */
export function loadQuoteSession(): Promise<QuoteSession> {
  loading ??= import('./quoteSession.ts').then((session) => {
    loaded = session;
    return session;
  });
  return loading;
}

/**
 * The session items for a page the server draws as a frame (card payment, the bank's return):
 * null until storage is known and the module that reads them has loaded, so its schemas and
 * their library are not part of the page's first load and its first task (bench/README.md,
 * session 22). A page reached within the app, after another loaded them, has them at once.
 */
export function useQuoteSession(): QuoteSession | null {
  const storageKnown = useStorageKnown();
  const [session, setSession] = useState(() => (storageKnown ? loaded : null));
  useEffect(() => {
    if (!storageKnown || session) return;
    let live = true;
    void loadQuoteSession().then((ready) => live && setSession(ready));
    return () => {
      live = false;
    };
  }, [storageKnown, session]);
  return storageKnown ? session : null;
}
