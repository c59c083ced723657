import { isFormCode } from '@portal/domain/formCodes';
import { REVIEW_STEP, SUCCESS_STEP } from '@portal/domain/journeys/steps';
import { readAddress } from '../app/pageChunks.ts';

/** Request pages that read what only the browser holds (the exit flag, the saved reference). */
const BROWSER_ONLY_REQUEST_PAGES = new Set(['', 'error', 'session-timeout', 'session-ended', SUCCESS_STEP]);

/**
 * Pages the server draws as a frame (lib/storageKnown.ts): what they show from session storage
 * (review's answers, card payment's amount) and what their guards decide on it wait for the
 * browser, which fills them in right after hydrating. The frame is the same whatever the browser
 * holds, so the browser always hydrates it. Outcome pages (payment success, request sent) are not
 * frames: the server must never say a payment went through or a request was sent. The bank's
 * return after 3-D Secure is a frame that says only "Loading…" while the browser asks the
 * payment's status: a customer who has just paid sees the brand's page at once, not a blank one.
 */
export const FRAME_PAGES: readonly { side: 'request' | 'accept'; page: string }[] = [
  { side: 'request', page: REVIEW_STEP },
  { side: 'accept', page: 'card-payment' },
  { side: 'accept', page: 'redirects' },
];

const isFramePage = (address: string) => {
  const { form, side, page } = readAddress(address);
  return isFormCode(form) && FRAME_PAGES.some((frame) => frame.side === side && frame.page === page);
};

/**
 * The emailed link is the accept page the server draws: it opens the quote and draws the page
 * the link leads to (ssr/quoteLink.ts). The accept pages reached within the app read what the
 * browser holds.
 */
const SERVER_ACCEPT_PAGES = new Set(['verification']);

/**
 * The pages the server draws: the hub, Page not found, a journey's triage and question steps
 * (the same for everyone until the customer answers), the emailed link's page and the frame
 * pages. The rest (outcomes, the accept side reached within the app) still draw in the browser.
 */
export function drawnOnServer(address: string): boolean {
  const { form, side, page } = readAddress(address);
  if (form === '' || (form === 'error' && side === '')) return true;
  if (!isFormCode(form)) return false;
  if (isFramePage(address)) return true;
  if (side === 'accept') return SERVER_ACCEPT_PAGES.has(page);
  return side === 'request' && !BROWSER_ONLY_REQUEST_PAGES.has(page);
}

/**
 * Session storage the server cannot see: with any of it for this page's form (answers, triage
 * entries, flags), the page the server drew is not the page this browser would draw, so the
 * browser draws it afresh instead of hydrating it. A frame page is drawn the same whatever it holds.
 */
export function browserHoldsStateFor(address: string, storage: Storage): boolean {
  if (isFramePage(address)) return false;
  const { form } = readAddress(address);
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) ?? '';
    // The session's last-activity time changes nothing on the page.
    if (key === `mta-${form}-session-ts`) continue;
    if (key.startsWith('triage-') || (form !== '' && key.startsWith(`mta-${form}-`))) return true;
  }
  return false;
}
