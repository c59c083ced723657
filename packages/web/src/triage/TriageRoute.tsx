import type { FormCode } from '@portal/domain/forms';
import { Navigate } from 'react-router';
import { withQuery } from '../app/keepQuery.tsx';

/**
 * /{form}/request/triage. Until a form has its own triage, the customer goes straight to the
 * journey's first step (the triage helper replaces this with the motor, home and Greenflag triage).
 */
export function TriageRoute({ form, firstStep }: { form: FormCode; firstStep: string }) {
  return (
    <Navigate
      to={withQuery(`/${form}/request/${firstStep}`, window.location.hash.split('?')[1] ?? '')}
      replace
    />
  );
}
