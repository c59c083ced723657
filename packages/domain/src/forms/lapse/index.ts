import type { FormCard } from '../formCard.ts';
import { LAPSE_RESPONSE_HOURS } from './responseHours.ts';

/** lapse — renewal enquiry or lapse (home lapse calls home-lapse/...). */
export const lapse: FormCard = {
  title: 'Renewal enquiry',
  totalSteps: 3,
  amendType: 'renewalCancellation',
  firstStep: 'eligibility',
  callNames: { home: 'home-lapse' },
  entry: { motorSignsIn: true, directLineMotorList: true },
  triage: { sorryAction: 'talk to us about your renewal' },
  accept: {
    verification: 'quotationWhenNothingOwed',
    declinedLines: [`We will contact you within ${LAPSE_RESPONSE_HOURS} hours.`],
  },
  settle: () => import('./settle.ts'),
  journey: () => import('./journey.ts'),
};
