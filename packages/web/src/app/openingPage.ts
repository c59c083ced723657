import { loadChangeSubject } from '@portal/domain/accept/changeSubject';
import { parseQuery } from '@portal/domain/brands/registry';
import { loadJourney } from '@portal/domain/forms';
import { openingPageNeeds, readAddress } from './pageMatch.ts';

const ignoreFailure = () => {
  // The route loads it again when it renders, and shows its own error if it still fails.
};

/**
 * When the browser draws the opening page itself: what it will load lazily starts downloading
 * while the session is still being set up, instead of only after it (one network wait fewer
 * before the first page draws).
 */
export function preloadPageChunks(address: string): void {
  const { chunks, journeyOf, startOf, subjectOf } = openingPageNeeds(address);
  for (const chunk of chunks) chunk.load().catch(ignoreFailure);
  // Triage drawn here reads the journey itself: only the server's drawing hands its start over.
  const journey = journeyOf ?? startOf;
  if (journey) loadJourney(journey).catch(ignoreFailure);
  if (subjectOf) loadChangeSubject(subjectOf).catch(ignoreFailure);
}

/**
 * Once the session is set up: a journey page's `GET {form}/data`, which its step needs before it
 * draws, starts now instead of after the page's chunk has loaded and rendered.
 */
export function prefetchPageData(address: string): void {
  const { journeyOf, startOf } = openingPageNeeds(address);
  const form = journeyOf ?? startOf;
  if (!form) return;
  const { product } = parseQuery(new URLSearchParams(readAddress(address).query));
  import('../api/calls/staticData.ts')
    .then(({ prefetchStaticData }) => prefetchStaticData(form, product))
    .catch(ignoreFailure);
}
