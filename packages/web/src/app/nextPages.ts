import type { LazyModule } from './lazyModule.ts';
import { pageAt } from './pageMatch.ts';

/**
 * Where a customer goes from a page, as its table entry says (pages.tsx): those pages' chunks
 * download while the customer reads and answers this one, so pressing Next, Accept or Make
 * payment draws the next page as soon as the server has answered, not after a further download.
 */
export const nextPageChunks = (address: string): readonly LazyModule[] => pageAt(address)?.page.next ?? [];

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
      chunk.load().catch(() => {
        // The route loads it again when the customer goes there, and shows its own error then.
      });
  });
}
