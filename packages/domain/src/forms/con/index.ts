import type { FormCard } from '../formCard.ts';

/** con — change of name. */
export const con: FormCard = {
  title: 'Change your name',
  totalSteps: 3,
  amendType: 'amend',
  customerTopic: 'details',
  firstStep: 'your-details',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'change your name' },
  journey: () => import('./journey.ts'),
  apply: () => import('./apply.ts'),
};
