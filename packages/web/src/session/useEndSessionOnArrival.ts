import { useLayoutEffect, useRef } from 'react';
import { endSession } from './sessionStorageKeys.ts';

/**
 * Pages that close a journey log out and clear session storage as soon as they show. `keep`
 * writes back what must outlive the clearing (an accept outcome's decision): it runs before the
 * clearing too, so a Back pressed while the logout is on its way already finds it.
 */
export function useEndSessionOnArrival(keep?: () => void): void {
  const kept = useRef(keep);
  // A layout effect runs before any child's passive effects, so the token is gone before the
  // page's hours panel first asks the server for the time (which would then be refused).
  useLayoutEffect(() => {
    kept.current?.();
    void endSession().then(() => kept.current?.());
  }, []);
}
