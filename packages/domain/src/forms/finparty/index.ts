import type { FormCard } from '../formCard.ts';

/** finparty — add a financially interested party. */
export const finparty: FormCard = {
  title: 'Add financially interested party',
  totalSteps: 3,
  amendType: 'amend',
  customerTopic: 'car',
  firstStep: 'your-details',
  triage: { sorryAction: 'add a financially interested party' },
  botCheck: true,
  journey: () => import('./journey.ts'),
  apply: () => import('./apply.ts'),
};
