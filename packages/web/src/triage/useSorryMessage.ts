import { type FormCode, ROUTE_DATA } from '@portal/domain/forms';
import { sorryMessage } from '@portal/domain/triage/sorryMessage';
import { useJourney } from '../journey/useJourney.ts';

/** The form's own sorry action; forms not yet defined as journeys fall back to their route label. */
export function useSorryMessage(form: FormCode): string {
  const journey = useJourney(form);
  const action = journey.data?.triage?.sorryAction ?? ROUTE_DATA[form].template.amendTypeLabel;
  return sorryMessage(action);
}
