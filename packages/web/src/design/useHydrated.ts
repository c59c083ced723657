import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while the page is the server's drawing (on the server, and in the browser until React
 * has taken the page over), true once the page runs. Drawn in the browser alone it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
