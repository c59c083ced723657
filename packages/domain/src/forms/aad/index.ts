import type { FormCard } from '../formCard.ts';

/** aad — add a driver. */
export const aad: FormCard = {
  title: 'Add a driver',
  totalSteps: 5,
  amendType: 'amend',
  customerTopic: 'car',
  firstStep: 'eligibility',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'add a driver' },
  quote: {
    label: 'add a driver',
    validDays: 30,
    intro: 'Here is your quote to add a driver to your policy.',
    amendedDto: () => import('./amendedDto.ts'),
  },
  change: () => import('./change.ts'),
  journey: () => import('./journey.ts'),
};
