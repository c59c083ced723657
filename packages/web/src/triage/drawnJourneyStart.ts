import type { FormCode } from '@portal/domain/formCodes';
import type { JourneyStart } from '@portal/domain/journeys/journey';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readAnswers } from '../lib/answersStore.ts';

/** Where the server leaves triage's journey start in the query cache it hands the browser. */
export const journeyStartKey = (form: FormCode) => ['journeyStart', form] as const;

/**
 * The journey start the server drew this triage with (entry-server.tsx), when it holds for this
 * visit to the page. The server drew for a browser holding no answers for the form (the browser
 * hydrates only then, ssr/serverPages.ts); a customer back on triage with answers given has the
 * journey itself say where it starts. Judged once, as the page opens: triage's own prefill, written
 * as the customer leaves, must not swap the page under them. Read from the cache: nothing loads.
 */
export function useDrawnJourneyStart(form: FormCode): JourneyStart | undefined {
  const queries = useQueryClient();
  const [start] = useState(() =>
    Object.keys(readAnswers(form)).length === 0
      ? queries.getQueryData<JourneyStart>(journeyStartKey(form))
      : undefined,
  );
  return start;
}
