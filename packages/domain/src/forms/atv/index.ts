import type { FormCard } from '../formCard.ts';

/** atv — add a temporary vehicle. */
export const atv: FormCard = {
  title: 'Add a temporary vehicle',
  totalSteps: 5,
  amendType: 'amend',
  customerTopic: 'car',
  firstStep: 'eligibility',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'add a temporary vehicle' },
  quote: {
    label: 'add a temporary vehicle',
    validDays: 30,
    intro: 'Here is your quote to add a temporary vehicle to your policy.',
    amendedDto: () => import('./amendedDto.ts'),
    // "Temporary cover from … to …" is the whole of it: the policy's own end date is not this quote's.
    periodInSubject: true,
  },
  change: () => import('./change.ts'),
  journey: () => import('./journey.ts'),
};
