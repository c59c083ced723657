import { loadJourney } from '@portal/domain/forms';
import type { LazyModule } from './lazyModule.ts';
import { openingPageNeeds, pageAt } from './pageMatch.ts';

/**
 * Where a customer goes from a page, as its table entry says (pages.tsx): those pages' chunks
 * download while the customer answers this one, so pressing Next, Accept or Make payment draws
 * the next page as soon as the server has answered, not after a further download.
 */
export const nextPageChunks = (address: string): readonly LazyModule[] => pageAt(address)?.page.next ?? [];

/**
 * What shows the customer is working with the page rather than only reading it: pressing, typing,
 * answering, tabbing into a field or pointing at a button or link. Focus the page moves itself (the
 * heading after a navigation, the main landmark) is not on a control, so it does not count.
 */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'input', 'focusin', 'pointerover'] as const;
const CONTROL =
  'input, select, textarea, button, a[href], [role="radio"], [role="checkbox"], [role="button"]';

const showsIntent = (event: Event): boolean => {
  if (event.type === 'pointerdown' || event.type === 'keydown' || event.type === 'input') return true;
  return event.target instanceof Element && event.target.closest(CONTROL) !== null;
};

const isControl = (element: Element | null) => element?.matches(CONTROL) === true;

let engaged = false;
/** Stops listening for the page the customer has since left. */
let waiting: (() => void) | undefined;

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(work, { timeout: 2_000 })
    : setTimeout(work, 200);

/**
 * Runs `work` once the customer has engaged with the page: when the browser is next idle if they
 * already have (earlier in this visit, or a field already holds the focus), else on their first sign
 * of intent.
 * A cold load therefore fetches only what the opening page draws; a customer reading the hub or
 * a triage they never touch downloads none of the later steps.
 */
function whenEngaged(work: () => void): void {
  if (engaged || isControl(document.activeElement)) {
    engaged = true;
    whenIdle(work);
    return;
  }
  const onIntent = (event: Event) => {
    if (!showsIntent(event)) return;
    engaged = true;
    stop();
    work();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    waiting = undefined;
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  waiting = stop;
}

const ignoreFailure = () => {
  // The route loads it again when the customer goes there, and shows its own error then.
};

/**
 * Once a page has settled and the customer works with it, its likely next pages' chunks load, and
 * after a triage the server drew, the journey definition its next step reads (openingPageNeeds).
 */
export function prefetchNextPages(address: string): void {
  waiting?.();
  waiting = undefined;
  const chunks = nextPageChunks(address);
  const { startOf } = openingPageNeeds(address);
  if (chunks.length === 0 && !startOf) return;
  whenEngaged(() => {
    for (const chunk of chunks) chunk.load().catch(ignoreFailure);
    // A definition that fails to load is loaded again by the step that reads it.
    if (startOf) loadJourney(startOf).catch(ignoreFailure);
  });
}
