import type { FormCard } from '../formCard.ts';

/**
 * How soon the provider contacts a customer who declined a lapse quote. The spec keeps the value
 * back ("value not shown"); two working days is the promise used until the business sets one.
 */
export const LAPSE_RESPONSE_HOURS = 48;

/** lapse — renewal enquiry or lapse (home lapse calls home-lapse/...). */
export const lapse: FormCard = {
  title: 'Renewal enquiry',
  totalSteps: 3,
  amendType: 'renewalCancellation',
  firstStep: 'eligibility',
  callNames: { home: 'home-lapse' },
  entry: { motorSignsIn: true, directLineMotorList: true },
  accept: {
    verification: 'quotationWhenNothingOwed',
    declinedLines: [`We will contact you within ${LAPSE_RESPONSE_HOURS} hours.`],
  },
};
