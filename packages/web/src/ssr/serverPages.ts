import { isFormCode } from '@portal/domain/forms';
import { REVIEW_STEP, SUCCESS_STEP } from '@portal/domain/journeys/steps';
import { readAddress } from '../app/pageChunks.ts';

/** Request pages that read what only the browser holds (the exit flag, the saved reference). */
const BROWSER_ONLY_REQUEST_PAGES = new Set([
  '',
  'error',
  'session-timeout',
  'session-ended',
  REVIEW_STEP,
  SUCCESS_STEP,
]);

/**
 * The emailed link is the accept page the server draws: it opens the quote and draws the page
 * the link leads to (ssr/quoteLink.ts). The accept pages reached within the app read what the
 * browser holds.
 */
const SERVER_ACCEPT_PAGES = new Set(['verification']);

/**
 * The pages the server draws: the hub, Page not found, a journey's triage and question steps
 * (the same for everyone until the customer answers) and the emailed link's page. The rest
 * (review, outcomes, the accept side reached within the app) still draw in the browser.
 */
export function drawnOnServer(address: string): boolean {
  const { form, side, page } = readAddress(address);
  if (form === '' || (form === 'error' && side === '')) return true;
  if (!isFormCode(form)) return false;
  if (side === 'accept') return SERVER_ACCEPT_PAGES.has(page);
  return side === 'request' && !BROWSER_ONLY_REQUEST_PAGES.has(page);
}

/**
 * Session storage the server cannot see: with any of it for this page's form (answers, triage
 * entries, flags), the page the server drew is not the page this browser would draw, so the
 * browser draws it afresh instead of hydrating it.
 */
export function browserHoldsStateFor(address: string, storage: Storage): boolean {
  const { form } = readAddress(address);
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) ?? '';
    // The session's last-activity time changes nothing on the page.
    if (key === `mta-${form}-session-ts`) continue;
    if (key.startsWith('triage-') || (form !== '' && key.startsWith(`mta-${form}-`))) return true;
  }
  return false;
}
