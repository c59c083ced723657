import type { HydrationState } from 'react-router';
import type { BootInfo } from '../shell/ShellContext.tsx';

/**
 * What the server hands the browser with a page it drew: the boot info it drew with (so the
 * browser does not ask `gateway/metadata` before hydrating), the router's loader data and the
 * query cache's data. It travels as JSON in a non-executable script element, which the CSP
 * does not need to allow.
 */
export interface ServerState {
  boot: BootInfo;
  router: HydrationState;
  /** The query client's dehydrated cache (`{form}/data`, triage's journey start), when the page used it. */
  queries?: unknown;
  /** An emailed link the server opened, to apply before hydrating (ssr/openedLink.ts). */
  link?: OpenedLink;
}

/**
 * The server opened an emailed link's quote to draw the page it leads to: the page's address
 * (the token stays behind), the session storage items verification clears and leaves, and the
 * session the server started for the customer, whose token the browser's calls carry from then on.
 */
export interface OpenedLink {
  address: string;
  /** The items an earlier opening of the link left, which go (accept/linkVerification.ts). */
  cleared: string[];
  items: Record<string, string>;
  /** Absent when the link no longer works: no quote was opened, so no session either. */
  session?: string;
}

export const SERVER_STATE_ID = 'server-state';

/** JSON that cannot close its script element early. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
