import { isFormCode } from '@portal/domain/formCodes';
import { drawnAt, readAddress } from '../app/pageMatch.ts';

/**
 * Pages the server draws as a frame (lib/storageKnown.ts), as the page table says (app/pages.tsx):
 * what they show from session storage (review's answers, card payment's amount) and what their
 * guards decide on it wait for the browser, which fills them in right after hydrating. The frame
 * is the same whatever the browser holds, so the browser always hydrates it.
 */
const isFramePage = (address: string) =>
  isFormCode(readAddress(address).form) && drawnAt(address) === 'frame';

/**
 * The pages the server draws: the start page and Page not found (outside any form), and a
 * form's pages whose table entry says so, for a form we have. The emailed link's page opens its
 * quote first (ssr/quoteLink.ts). The rest (outcomes, the accept side reached within the app)
 * draw in the browser.
 */
export function drawnOnServer(address: string): boolean {
  const { form, side } = readAddress(address);
  if (form === '' || (form === 'error' && side === '')) return true;
  if (!isFormCode(form)) return false;
  const drawn = drawnAt(address);
  return drawn === 'page' || drawn === 'frame' || drawn === 'opensLink';
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
