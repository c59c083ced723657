/**
 * The server draws a page as a browser that holds nothing would see it: reads of session storage
 * find nothing, writes go nowhere (they belong to effects, which never run on the server). The
 * browser hydrates the page only when its own session storage holds nothing for that form either
 * (serverPages.ts), and draws it afresh otherwise.
 */
const EMPTY_STORAGE: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

export function serveWithEmptySessionStorage(): void {
  if (typeof globalThis.sessionStorage === 'undefined')
    Object.defineProperty(globalThis, 'sessionStorage', { value: EMPTY_STORAGE, configurable: true });
}
