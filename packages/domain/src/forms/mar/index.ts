import type { FormCard } from '../formCard.ts';

/** mar — renewal preference through a motor-manufacturer partner. */
export const mar: FormCard = {
  title: 'Update your renewal preference',
  totalSteps: 5,
  amendType: 'renewal',
  firstStep: 'eligibility',
  entry: { brandParam: 'manufacturer' },
};
