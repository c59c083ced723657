import type { Journey } from '../../journeys/journey.ts';
import { AGE_AT_RENEWAL } from '../shared/dateRules.ts';
import { ACCURATE_INFORMATION, QUOTE_CHECKS_HEADING } from '../shared/importantInformation.ts';
import { RENEWAL_SUCCESS_BODY, renewalDetailsStep } from '../shared/renewal.ts';
import { RECEIVED_HEADING } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/**
 * Renew your car (breakdown cover) policy on the breakdown brand: a renewal quote for the next
 * year, priced from the policy on record. Greenflag triage has found the policy by number.
 */
export const journey: Journey = {
  form: 'mor',
  steps: [
    renewalDetailsStep({
      heading: 'Renew your policy',
      changedLabel: 'Has anything changed about your vehicle, or who drives it, since your policy started?',
      declaration: 'I confirm the vehicle is kept in the UK and is not used for hire or reward.',
    }),
    yourDetailsStep({
      vehicleRegistration: true,
      // Age is measured at the renewal date (request-journeys.md §5 "For renewals (mor, hor)").
      ageRule: AGE_AT_RENEWAL,
      policyNumber: { required: { brands: ['GREENFLAG'] } },
    }),
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
