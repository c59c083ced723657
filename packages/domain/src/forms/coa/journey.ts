import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { coverStartDate, eligibilityStep, moveStatus, QUOTE_SUCCESS_BODY } from '../shared/eligibility.ts';
import {
  ACCURATE_INFORMATION,
  PRICE_MAY_CHANGE,
  QUOTE_CHECKS_HEADING,
} from '../shared/importantInformation.ts';
import { newAddressQuestion } from '../shared/newAddress.ts';
import { RECEIVED_HEADING } from '../shared/simpleRequest.ts';
import { POLICYHOLDER_ONLY_BRANDS, yourDetailsStep } from '../shared/yourDetails.ts';

/** Change your address: a quote journey (quote valid for 7 days). */
export const journey: Journey = {
  form: 'coa',
  steps: [
    eligibilityStep({
      heading: 'Change your address',
      intro: 'First, tell us about your move.',
      start: [
        { ...moveStatus, review: { label: 'Your move' } },
        {
          ...coverStartDate,
          label: 'When did you move, or when are you moving?',
          review: { label: 'Change starts' },
        },
      ],
      declaration: 'I confirm the vehicle will be kept at the new address overnight.',
      // coa's questions are not hidden behind the cover start date.
      revealAll: true,
    }),
    yourDetailsStep({
      vehicleRegistration: true,
      postcodeLabel: 'Previous postcode',
      blockNotPolicyholderOn: POLICYHOLDER_ONLY_BRANDS,
      policyNumber: { required: { brands: ['GREENFLAG'] } },
    }),
    {
      id: 'address-details',
      heading: 'Your new address',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [newAddressQuestion()],
    },
  ],
  review: {
    // No amendment dates section on coa, but the move it starts from is sent,
    // so it is shown (every answer that is sent appears on review).
    sections: [
      { id: 'move', heading: 'Your move', step: 'eligibility' },
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your new address', step: 'address-details' },
    ],
    submitLabel: 'Next',
  },
  importantInformation: {
    heading: QUOTE_CHECKS_HEADING,
    checkboxes: [
      ACCURATE_INFORMATION,
      'I confirm everyone insured on my policy who lived at my old address now lives at, or is moving to, the new address.',
      PRICE_MAY_CHANGE,
    ],
  },
  success: { heading: RECEIVED_HEADING, body: QUOTE_SUCCESS_BODY },
};
