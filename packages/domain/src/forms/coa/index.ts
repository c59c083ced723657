import type { FormCard } from '../formCard.ts';

/** coa — motor change of address. */
export const coa: FormCard = {
  title: 'Change your address',
  totalSteps: 6,
  amendType: 'amend',
  customerTopic: 'details',
  firstStep: 'eligibility',
  callNames: { greenflag: 'gcoa' },
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'change your address' },
  quote: {
    label: 'change your address',
    // Quote validity: 7 days for a change of address.
    validDays: 7,
    intro: 'Here is your quote to change your current address.',
    amendedDto: () => import('./amendedDto.ts'),
  },
  accept: { declinable: false },
  change: () => import('./change.ts'),
  journey: () => import('./journey.ts'),
};
