import type { FormCard } from '../formCard.ts';

/** com — change of mileage. */
export const com: FormCard = {
  title: 'Change of mileage',
  totalSteps: 3,
  amendType: 'amend',
  customerTopic: 'car',
  firstStep: 'important-information',
  entry: { motorSignsIn: true },
  triage: { sorryAction: 'change your mileage' },
  botCheck: true,
  journey: () => import('./journey.ts'),
  apply: () => import('./apply.ts'),
};
