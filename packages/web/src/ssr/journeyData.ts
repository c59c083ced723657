import type { StaticData } from '@portal/domain/api/staticData';
import { parseQuery } from '@portal/domain/brands/registry';
import { isFormCode } from '@portal/domain/formCodes';
import { hasJourney, loadJourney } from '@portal/domain/forms';
import { journeyStart } from '@portal/domain/journeys/navigation';
import type { QueryClient } from '@tanstack/react-query';
import { staticDataKey } from '../api/calls/staticData.ts';
import { openingPageNeeds, readAddress } from '../app/pageMatch.ts';
import { journeyQuery } from '../journey/journeyQuery.ts';
import { ruleContextFor } from '../journey/ruleContext.ts';
import { readAnswers } from '../lib/answersStore.ts';
import type { BootInfo } from '../shell/ShellContext.tsx';
import { journeyStartKey } from '../triage/drawnJourneyStart.ts';

/**
 * What a journey page reads before it draws, filled into the server's query client for the
 * render: the journey definition and `{form}/data`, and for triage its journey start, worked out
 * here as the journey renderer would from the same answers and context. The start travels to the
 * browser with the page's state; the definition (functions) does not.
 */
export async function fillJourneyData(
  queries: QueryClient,
  address: string,
  boot: BootInfo,
  staticData: () => Promise<StaticData>,
): Promise<void> {
  const { form, query } = readAddress(address);
  if (!isFormCode(form) || !hasJourney(form)) return;
  const [journey, data] = await Promise.all([loadJourney(form), staticData()]);
  queries.setQueryData(journeyQuery(form).queryKey, journey);
  queries.setQueryData(staticDataKey(form), data);
  if (!openingPageNeeds(address).startOf) return;
  const { product, brandParam } = parseQuery(new URLSearchParams(query));
  const answers = readAnswers(form);
  const ctx = ruleContextFor(form, { brand: boot.brand, brandParam, product }, data, answers);
  queries.setQueryData(journeyStartKey(form), journeyStart(journey, answers, ctx));
}
