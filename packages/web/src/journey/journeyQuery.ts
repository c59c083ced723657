import type { FormCode } from '@portal/domain/formCodes';
import { loadJourney } from '@portal/domain/forms';

/** The form's journey definition in the query cache: a lazily loaded chunk per form, loaded once. */
export const journeyQuery = (form: FormCode) => ({
  queryKey: ['journey', form] as const,
  queryFn: () => loadJourney(form),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 2,
});
