import type { FormCode } from '@portal/domain/formCodes';
import { formCard, ROUTE_DATA } from '@portal/domain/forms';
import { sorryMessage } from '@portal/domain/triage/sorryMessage';

/** The form's own sorry action; forms without one fall back to their route label. */
export function useSorryMessage(form: FormCode): string {
  const action = formCard(form).triage?.sorryAction ?? ROUTE_DATA[form].template.amendTypeLabel;
  return sorryMessage(action);
}
