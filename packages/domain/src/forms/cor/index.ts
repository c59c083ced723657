import type { FormCard } from '../formCard.ts';

/** cor — change of registration (same car, new plate). */
export const cor: FormCard = {
  title: 'Change your registration',
  totalSteps: 5,
  amendType: 'amend',
  customerTopic: 'car',
  firstStep: 'eligibility',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'change your registration' },
  change: () => import('./change.ts'),
  apply: () => import('./apply.ts'),
  journey: () => import('./journey.ts'),
};
