import { useEffect, useState } from 'react';
import { useStorageKnown } from '../lib/storageKnown.ts';
import { loadedQuoteSession, loadQuoteSession, type QuoteSession } from './quoteSessionLoader.ts';

/**
 * The session items for a page the server draws as a frame (card payment, the bank's return):
 * null until storage is known and the module that reads them has loaded, so its schemas and
 * their library are not part of the page's first load and its first task (bench/README.md,
 * session 22). A page reached within the app, after another loaded them, has them at once.
 */
export function useQuoteSession(): QuoteSession | null {
  const storageKnown = useStorageKnown();
  const [session, setSession] = useState(() => (storageKnown ? loadedQuoteSession : null));
  useEffect(() => {
    if (!storageKnown || session) return;
    let live = true;
    void loadQuoteSession().then((ready) => live && setSession(ready));
    return () => {
      live = false;
    };
  }, [storageKnown, session]);
  return session;
}
