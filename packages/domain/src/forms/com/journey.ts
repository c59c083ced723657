import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { reasonQuestions } from '../shared/fields.ts';
import { RECEIVED_HEADING, simpleReview } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** Change of mileage: a simple request (your details, the new estimate, review, success). */
export const journey: Journey = {
  form: 'com',
  steps: [
    yourDetailsStep({ vehicleRegistration: true }),
    {
      id: 'mileage-details',
      heading: 'Your annual mileage',
      intro: 'Tell us how many miles you now expect to drive in a year, including personal and work use.',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        {
          name: 'estimatedAnnualMileage',
          kind: 'text',
          label: 'New estimated annual mileage',
          hint: 'In miles, for example 8000',
          input: { autoComplete: 'off', inputMode: 'numeric' },
          rules: [
            { rule: 'required', message: 'Estimated annual mileage is required' },
            { rule: 'pattern', pattern: 'number', message: 'Estimated annual mileage is invalid' },
            { rule: 'length', min: 1, max: 6, message: 'Estimated annual mileage is invalid' },
          ],
          review: { label: 'New estimated annual mileage' },
        },
        ...reasonQuestions('Why has your mileage changed?', [
          { value: 'Working from home', label: 'Working from home more' },
          { value: 'New job', label: 'A new job or a new commute' },
          { value: 'Retired', label: 'Retirement' },
        ]),
      ],
    },
  ],
  review: simpleReview({ step: 'mileage-details', heading: 'Your annual mileage', confirms: 'your change' }),
  success: {
    heading: RECEIVED_HEADING,
    body: [
      "You don't need to do anything else: we'll update your policy with your new mileage.",
      "We'll email you to confirm once the change is made.",
      "If the change means you're due a refund, we'll send you a letter about it within 60 days.",
    ],
  },
};
