import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import {
  coverStartDate,
  coverStartDateFlag,
  datesSection,
  eligibilityStep,
  QUOTE_SUCCESS_BODY,
  tempChangeFlag,
  temporaryEnd,
} from '../shared/eligibility.ts';
import { isYes, yesNoQuestion } from '../shared/fields.ts';
import {
  ACCURATE_INFORMATION,
  PRICE_MAY_CHANGE,
  QUOTE_CHECKS_HEADING,
} from '../shared/importantInformation.ts';
import { RECEIVED_HEADING } from '../shared/simpleRequest.ts';
import {
  notTicked,
  notYetPurchased,
  ownerAndKeeperQuestions,
  purchaseDate,
  vehicleQuestions,
} from '../shared/vehicle.ts';
import { POLICYHOLDER_ONLY_BRANDS, yourDetailsStep } from '../shared/yourDetails.ts';

/** Change your vehicle: a quote journey. */
export const journey: Journey = {
  form: 'cov',
  steps: [
    eligibilityStep({
      heading: 'Change your vehicle',
      intro: 'First, a few questions to check we can quote for your new vehicle online.',
      start: [coverStartDateFlag, coverStartDate],
      rest: [tempChangeFlag, temporaryEnd],
      declaration:
        'I confirm the new vehicle is not modified, is registered in the UK and is worth less than £100,000.',
    }),
    yourDetailsStep({
      vehicleRegistration: true,
      blockNotPolicyholderOn: POLICYHOLDER_ONLY_BRANDS,
      policyNumber: { required: { brands: ['GREENFLAG'] } },
    }),
    {
      id: 'vehicle-details',
      heading: 'Your new vehicle',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        ...vehicleQuestions('Registration number of the new vehicle'),
        notYetPurchased,
        purchaseDate(notTicked('notYetPurchased')),
        ...ownerAndKeeperQuestions,
        yesNoQuestion('mileageFlag', 'Will your annual mileage change?', MESSAGES.answerToContinue, {
          dependsOn: { ref: 'permanentChange' },
          review: { label: 'Annual mileage changing' },
        }),
        {
          name: 'estimatedAnnualMileage',
          kind: 'text',
          label: 'What will your estimated annual mileage be?',
          input: { inputMode: 'numeric' },
          dependsOn: { all: [{ ref: 'permanentChange' }, isYes('mileageFlag')] },
          rules: [
            { rule: 'required', message: 'Estimated annual mileage is required' },
            { rule: 'pattern', pattern: 'number', message: 'Estimated annual mileage is invalid' },
            { rule: 'length', max: 6, message: 'Estimated annual mileage is invalid' },
          ],
          review: { label: 'Estimated annual mileage' },
        },
      ],
    },
  ],
  review: {
    sections: [
      datesSection('Amend dates'),
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your new vehicle', step: 'vehicle-details' },
    ],
    submitLabel: 'Next',
  },
  importantInformation: {
    heading: QUOTE_CHECKS_HEADING,
    checkboxes: [
      ACCURATE_INFORMATION,
      'I confirm the new vehicle will be kept at the address on my policy and used as my policy describes.',
      PRICE_MAY_CHANGE,
    ],
  },
  success: { heading: RECEIVED_HEADING, body: QUOTE_SUCCESS_BODY },
};
