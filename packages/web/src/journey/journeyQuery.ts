import type { FormCode } from '@portal/domain/formCodes';
import { loadJourney } from '@portal/domain/forms';
import { queryClient } from '../lib/queryClient.tsx';

/** The form's journey definition in the query cache: a lazily loaded chunk per form, loaded once. */
export const journeyQuery = (form: FormCode) => ({
  queryKey: ['journey', form] as const,
  queryFn: () => loadJourney(form),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 2,
});

/** Loads it before the page that reads it opens (triage's next step, app/nextPages.ts). */
export const prefetchJourney = (form: FormCode) => queryClient.prefetchQuery(journeyQuery(form));
