import { type Chunk, pageChunks, readAddress } from './pageChunks.ts';

/**
 * Where a customer goes from each page, by its path segment: those pages' chunks download while
 * the customer reads and answers this one, so pressing Next, Accept or Make payment draws the
 * next page as soon as the server has answered, not after a further download.
 */
const AFTER_ACCEPT_PAGE: Record<string, readonly Chunk[]> = {
  verification: ['quotation'],
  'quotation-opt': ['changeConfirmed', 'cardPayment', 'quoteDeclined'],
  'quotation-legacy': ['changeConfirmed', 'cardPayment', 'quoteDeclined'],
  payment: ['changeConfirmed', 'paymentDeclined', 'paymentNotTaken'],
  'card-payment': ['paymentSummary'],
  'payment-summary': ['threeDSecure', 'paymentReturn', 'changeConfirmed', 'paymentDeclined'],
  '3dsecure': ['paymentReturn', 'changeConfirmed', 'paymentDeclined'],
};

const REQUEST_SHELL_PAGES = new Set([
  'error',
  'exclusive-error',
  'unavailable',
  'session-timeout',
  'session-ended',
]);

export function nextPageChunks(address: string): readonly Chunk[] {
  const { side, page } = readAddress(address);
  if (side === 'accept') return Object.hasOwn(AFTER_ACCEPT_PAGE, page) ? (AFTER_ACCEPT_PAGE[page] ?? []) : [];
  if (side !== 'request' || page === '' || REQUEST_SHELL_PAGES.has(page)) return [];
  // Triage leads to the first question step; every step to the next one or to review.
  return page === 'triage' ? ['anyStep'] : ['anyStep', 'reviewStep'];
}

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(work, { timeout: 2_000 })
    : setTimeout(work, 200);

/** Once a page has settled, its likely next pages' chunks load in the background. */
export function prefetchNextPages(address: string): void {
  const chunks = nextPageChunks(address);
  if (chunks.length === 0) return;
  whenIdle(() => {
    for (const chunk of chunks)
      pageChunks[chunk]().catch(() => {
        // The route loads it again when the customer goes there, and shows its own error then.
      });
  });
}
