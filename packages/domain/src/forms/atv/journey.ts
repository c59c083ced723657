import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import {
  coverEndDate,
  coverStartDate,
  coverStartDateFlag,
  datesSection,
  eligibilityStep,
  QUOTE_SUCCESS_BODY,
} from '../shared/eligibility.ts';
import {
  ACCURATE_INFORMATION,
  PRICE_MAY_CHANGE,
  QUOTE_CHECKS_HEADING,
} from '../shared/importantInformation.ts';
import { RECEIVED_HEADING } from '../shared/simpleRequest.ts';
import {
  notPurchasing,
  notTicked,
  notYetPurchased,
  ownerAndKeeperQuestions,
  purchaseDate,
  vehicleQuestions,
} from '../shared/vehicle.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** Add a temporary vehicle: a quote journey; the cover always has an end date. */
export const journey: Journey = {
  form: 'atv',
  steps: [
    eligibilityStep({
      heading: 'Add a temporary vehicle',
      intro: 'First, a few questions to check we can quote for the temporary vehicle online.',
      start: [coverStartDateFlag, coverStartDate],
      rest: [coverEndDate()],
      declaration:
        'I confirm the temporary vehicle is not modified, is registered in the UK and is worth less than £100,000.',
    }),
    yourDetailsStep({ vehicleRegistration: true }),
    {
      id: 'add-temporary-vehicle',
      heading: 'Your temporary vehicle',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        ...vehicleQuestions('Registration number of the temporary vehicle'),
        notYetPurchased,
        notPurchasing,
        // atv asks for a purchase date only when the vehicle is neither not-yet-bought nor not being bought.
        purchaseDate({ all: [notTicked('notYetPurchased'), notTicked('notPurchasing')] }),
        ...ownerAndKeeperQuestions,
      ],
    },
  ],
  review: {
    sections: [
      datesSection('Amend dates'),
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your temporary vehicle', step: 'add-temporary-vehicle' },
    ],
    submitLabel: 'Next',
  },
  importantInformation: {
    heading: QUOTE_CHECKS_HEADING,
    checkboxes: [
      ACCURATE_INFORMATION,
      'I understand the temporary vehicle is covered only between the start and end dates I have chosen.',
      PRICE_MAY_CHANGE,
    ],
  },
  success: { heading: RECEIVED_HEADING, body: QUOTE_SUCCESS_BODY },
};
