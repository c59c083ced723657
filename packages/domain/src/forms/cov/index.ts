import type { FormCard } from '../formCard.ts';

/** cov — change of vehicle. */
export const cov: FormCard = {
  title: 'Change your vehicle',
  totalSteps: 6,
  amendType: 'amend',
  customerTopic: 'car',
  firstStep: 'eligibility',
  callNames: { greenflag: 'gcov' },
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'change your vehicle' },
  quote: {
    label: 'change your vehicle',
    validDays: 30,
    intro: 'Here is your quote to change your current vehicle.',
    amendedDto: () => import('./amendedDto.ts'),
    asksCoverMeetsNeeds: true,
  },
  change: () => import('./change.ts'),
  journey: () => import('./journey.ts'),
};
