import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { CONTACT_EMAIL_NOTICE, RECEIVED_HEADING, SIMPLE_SUBMIT_LABEL } from '../shared/simpleRequest.ts';
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
        {
          name: 'reason',
          kind: 'radio',
          label: 'Why has your mileage changed?',
          options: [
            { value: 'Working from home', label: 'Working from home more' },
            { value: 'New job', label: 'A new job or a new commute' },
            { value: 'Retired', label: 'Retirement' },
            { value: 'Other', label: 'Other' },
          ],
          other: { value: 'Other', field: 'reasonOther' },
          rules: [{ rule: 'required', message: 'Reason is required' }],
          review: { label: 'Reason for the change' },
        },
        {
          name: 'reasonOther',
          kind: 'text',
          label: 'Please tell us the reason',
          dependsOn: { field: 'reason', equals: 'Other' },
          rules: [
            { rule: 'required', message: 'Other reason is required' },
            { rule: 'pattern', pattern: 'freeText', message: 'Other reason is invalid' },
            { rule: 'length', max: 100, message: 'Other reason is invalid' },
          ],
        },
      ],
    },
  ],
  review: {
    sections: [
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your annual mileage', step: 'mileage-details' },
    ],
    submitLabel: SIMPLE_SUBMIT_LABEL,
    notices: [CONTACT_EMAIL_NOTICE],
  },
  success: {
    heading: RECEIVED_HEADING,
    body: [
      "You don't need to do anything else: we'll update your policy with your new mileage.",
      "We'll email you to confirm once the change is made.",
      "If the change means you're due a refund, we'll send you a letter about it within 60 days.",
    ],
  },
};
