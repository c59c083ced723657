import { AsyncLocalStorage } from 'node:async_hooks';
import { storageKnownToServer } from '../lib/storageKnown.ts';

/**
 * The server draws a page as a browser holding given session storage would see it: by default
 * nothing (the hub, a journey's first screen), and for a page reached from an emailed link the
 * items the link's verification writes (quote, flags), which the browser writes too before it
 * hydrates (ssr/openedLink.ts). Requests run at once, so each one's items live in an async
 * context, never in a shared store. Writes go nowhere: they belong to effects, which never run
 * on the server.
 */
const requestItems = new AsyncLocalStorage<ReadonlyMap<string, string>>();

const items = () => requestItems.getStore() ?? new Map<string, string>();

const REQUEST_STORAGE: Storage = {
  get length() {
    return items().size;
  },
  clear: () => {},
  getItem: (key) => items().get(key) ?? null,
  key: (index) => [...items().keys()][index] ?? null,
  removeItem: () => {},
  setItem: () => {},
};

export function serveWithRequestSessionStorage(): void {
  // A page drawn with an emailed link's items knows what the browser will hold when it hydrates.
  storageKnownToServer.set(() => requestItems.getStore() !== undefined);
  if (typeof globalThis.sessionStorage === 'undefined')
    Object.defineProperty(globalThis, 'sessionStorage', { value: REQUEST_STORAGE, configurable: true });
}

/** Runs `draw` (loaders and render) with these items in session storage. */
export const withSessionItems = <T>(entries: Record<string, string>, draw: () => Promise<T>): Promise<T> =>
  requestItems.run(new Map(Object.entries(entries)), draw);
