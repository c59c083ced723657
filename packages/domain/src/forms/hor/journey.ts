import type { Journey } from '../../journeys/journey.ts';
import { AGE_AT_RENEWAL } from '../shared/dateRules.ts';
import { ACCURATE_INFORMATION, QUOTE_CHECKS_HEADING } from '../shared/importantInformation.ts';
import { RENEWAL_SUCCESS_BODY, renewalDetailsStep } from '../shared/renewal.ts';
import { RECEIVED_HEADING } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** Renew your home policy: a renewal quote for the next year, priced from the policy on record. */
export const journey: Journey = {
  form: 'hor',
  steps: [
    renewalDetailsStep({
      heading: 'Renew your home policy',
      changedLabel:
        'Has anything changed about your home, or the people who live there, since your policy started?',
      declaration: 'I confirm the home is my main residence and is not used for business.',
    }),
    // Age is measured at the renewal date (request-journeys.md §5 "For renewals (mor, hor)").
    yourDetailsStep({ vehicleRegistration: false, ageRule: AGE_AT_RENEWAL }),
  ],
  review: {
    sections: [
      {
        id: 'amendment-dates',
        heading: 'Your renewal',
        step: 'eligibility',
        changeLabel: 'Amend start date',
      },
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
    ],
    submitLabel: 'Next',
  },
  importantInformation: {
    heading: QUOTE_CHECKS_HEADING,
    checkboxes: [
      ACCURATE_INFORMATION,
      "I understand my renewal price is for the next year of cover, and that I'll be emailed a quote to pay before my policy renews.",
    ],
  },
  success: { heading: RECEIVED_HEADING, body: RENEWAL_SUCCESS_BODY },
};
