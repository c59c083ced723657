import { opsPaths } from '@portal/domain/api/opsPaths';
import type { QueueView } from '@portal/domain/api/opsResponses';
import type { QueryClient } from '@tanstack/react-query';
import { opsQueryKey, type Staff } from './opsApi.ts';

/**
 * What the server drew the console's first screen with (server/src/web/opsConsole.ts): who was
 * signed in, and for them the queue's first page as the API answers it and when. The browser
 * starts from the same, so it takes over the drawn page without drawing it again.
 */
export interface DrawnConsole {
  staff: Staff | null;
  queue?: { body: QueueView; drawnAt: string };
}

/** The element the drawn page carries its state in, beside #root. */
export const DRAWN_CONSOLE_ID = 'ops-drawn';

/** Where the queue reads the page its address asks for (the filters, order and page). */
export const queuePath = (params: URLSearchParams) => `${opsPaths.queue}?${params.toString()}`;

/** The queue's first page, as drawn, in the query cache: read at once, refreshed as it is after any fetch. */
export function holdDrawnQueue(client: QueryClient, drawn: DrawnConsole) {
  if (!drawn.queue) return;
  client.setQueryData(opsQueryKey(queuePath(new URLSearchParams())), drawn.queue.body, {
    updatedAt: Date.parse(drawn.queue.drawnAt),
  });
}

/** The state of the page the server drew, or null when the page came as the bare ops.html. */
export function readDrawnConsole(): DrawnConsole | null {
  const text = document.getElementById(DRAWN_CONSOLE_ID)?.textContent;
  return text ? (JSON.parse(text) as DrawnConsole) : null;
}

/**
 * Whether the drawn page is the one the address asks for. Nobody signed in: the sign-in page,
 * whatever the address. Signed in: the server cannot see the address's `#/…` part, and drew the
 * queue's first page; any other page is drawn afresh by the browser.
 */
export const drawnForAddress = (drawn: DrawnConsole, hash: string) =>
  drawn.staff === null || hash === '' || hash === '#' || hash === '#/';
