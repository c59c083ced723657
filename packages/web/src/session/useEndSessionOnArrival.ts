import { useLayoutEffect, useRef } from 'react';
import { endSession } from './sessionStorageKeys.ts';

/**
 * Pages that close a journey log out and clear session storage as soon as they show. `keep`
 * writes back what must outlive the clearing (an accept outcome's decision). The clearing
 * happens before the logout call leaves, so `keep` runs straight after it and again once the
 * call is answered: a Back pressed at any moment finds the decision and nothing else.
 */
export function useEndSessionOnArrival(keep?: () => void): void {
  const kept = useRef(keep);
  // A layout effect runs before any child's passive effects, so the token is gone before the
  // page's hours panel first asks the server for the time (which would then be refused).
  useLayoutEffect(() => {
    const ended = endSession();
    kept.current?.();
    void ended.then(() => kept.current?.());
  }, []);
}
