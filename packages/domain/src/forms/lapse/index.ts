import type { FormCard } from '../formCard.ts';

/** request-journeys.md §9: a lapse request is answered within 24 hours, or 3 when we try to improve the offer. */
export const LAPSE_RESPONSE_HOURS = 24;
export const IMPROVED_OFFER_RESPONSE_HOURS = 3;

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
