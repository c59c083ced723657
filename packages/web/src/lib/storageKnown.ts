import { useHydrated } from '../design/useHydrated.ts';

/**
 * Whether this render may read the customer's session storage (answers, the quote, flags).
 *
 * The server draws a page as a browser holding nothing would see it, except a page reached from
 * an emailed link, which it draws with the items the link's verification stores (the browser
 * stores the same items before it hydrates, ssr/openedLink.ts). Pages that read session storage
 * (review, card payment) draw a frame while storage is not known: the server's drawing and the
 * hydrating browser's first render are then the same, and right after hydration React renders
 * again with storage known and the page fills in (and its guard decides). A page the browser
 * renders itself (a client navigation, a fresh render) knows storage from its first render.
 */
let knownToServer: () => boolean = () => false;

export const storageKnownToServer = {
  /**
   * Says whether the page being drawn was drawn with session storage known: the server for a
   * request drawn with an emailed link's items, the browser when it takes over such a page.
   */
  set(read: () => boolean): void {
    knownToServer = read;
  },
  read: (): boolean => knownToServer(),
};

/** False on the server (and while hydrating what it drew) unless it drew with storage known; true after. */
export function useStorageKnown(): boolean {
  return useHydrated() || knownToServer();
}
