import { loadJourney } from '@portal/domain/forms';
import { hydrate } from '@tanstack/react-query';
import { openingPageNeeds } from '../app/pageMatch.ts';
import { journeyQuery } from '../journey/journeyQuery.ts';
import { queryClient } from '../lib/queryClient.tsx';
import type { ServerState } from './serverState.ts';

/**
 * Before hydrating a journey page the query client must hold what the server drew it with:
 * `{form}/data` from the page's state (and triage's journey start), and for a step the journey
 * definition, loaded here (its rules are functions, which do not travel as JSON). Triage hydrates
 * without the definition: its start came with the state. Loaded lazily with the journey pages.
 */
export async function primeQueries(state: ServerState, address: string): Promise<void> {
  if (state.queries) hydrate(queryClient, state.queries);
  const { journeyOf } = openingPageNeeds(address);
  if (journeyOf) queryClient.setQueryData(journeyQuery(journeyOf).queryKey, await loadJourney(journeyOf));
}
