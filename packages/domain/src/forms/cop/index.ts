import type { FormCard } from '../formCard.ts';

/** cop — change of phone number. */
export const cop: FormCard = {
  title: 'Update your phone number',
  totalSteps: 3,
  amendType: 'amend',
  customerTopic: 'details',
  firstStep: 'important-information',
  triage: { sorryAction: 'update your phone number' },
  journey: () => import('./journey.ts'),
  apply: () => import('./apply.ts'),
};
