import type { FormCard } from '../formCard.ts';

/** hor — home renewal. */
export const hor: FormCard = {
  title: 'Renew your home policy',
  totalSteps: 4,
  amendType: 'renewal',
  firstStep: 'eligibility',
  productLine: 'home',
  triage: { callUsOn: ['DIRECTLINE'] },
  quote: { label: 'renew your home policy', validDays: 30 },
  accept: { verification: 'renewal' },
};
