import type { FormCard } from '../formCard.ts';
import { IMPROVED_OFFER_RESPONSE_HOURS, LAPSE_RESPONSE_HOURS } from './responseHours.ts';

/** lapse — renewal enquiry or lapse (home lapse calls home-lapse/...). */
export const lapse: FormCard = {
  title: 'Renewal enquiry',
  totalSteps: 3,
  amendType: 'renewalCancellation',
  customerTopic: 'renewal',
  firstStep: 'eligibility',
  callNames: { home: 'home-lapse' },
  entry: { motorSignsIn: true, directLineMotorList: true },
  triage: { sorryAction: 'talk to us about your renewal' },
  accept: {
    verification: 'quotationWhenNothingOwed',
    declinedLines: [`We will contact you within ${LAPSE_RESPONSE_HOURS} hours.`],
    // The emailed link is our offer to keep a lapsing policy going, not a quote for a change.
    expiredLink: {
      heading: 'This renewal offer has expired',
      lead: 'The link to your renewal offer has expired, so your policy cannot be renewed from it.',
      callUsTo: 'If you would still like to keep your cover, please call us',
    },
  },
  // The success page's promise: 24 hours, or 3 when the customer asked us to improve the offer.
  replyWithinHours: (details) =>
    details.improveOffer === true ? IMPROVED_OFFER_RESPONSE_HOURS : LAPSE_RESPONSE_HOURS,
  settle: () => import('./settle.ts'),
  journey: () => import('./journey.ts'),
};
