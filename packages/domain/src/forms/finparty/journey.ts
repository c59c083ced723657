import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { RECEIVED_HEADING, simpleReview } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/**
 * Add a financially interested party (a lender or leasing company with a stake in the car):
 * a simple request (your details, the party, review, success).
 */
export const journey: Journey = {
  form: 'finparty',
  steps: [
    yourDetailsStep({ vehicleRegistration: 'motorOnly' }),
    {
      id: 'interested-party-details',
      heading: 'The financially interested party',
      intro:
        'This is the company that has a financial interest in your vehicle or home, such as a finance, leasing or mortgage company.',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        {
          name: 'interestedParty.type',
          kind: 'radio',
          label: 'What kind of agreement is it?',
          options: [
            { value: 'HIRE_PURCHASE', label: 'Hire purchase or personal contract purchase' },
            { value: 'LEASE', label: 'Lease or contract hire' },
            { value: 'LOAN', label: 'Loan secured on the vehicle or home' },
          ],
          rules: [{ rule: 'required', message: 'Agreement type is required' }],
          review: { label: 'Agreement' },
        },
        {
          name: 'interestedParty.name',
          kind: 'text',
          label: 'Company name',
          input: { autoComplete: 'organization' },
          rules: [
            { rule: 'required', message: 'Company name is required' },
            { rule: 'pattern', pattern: 'garageName', message: 'Company name is invalid' },
            { rule: 'length', min: 2, max: 60, message: 'Company name is invalid' },
          ],
          review: { label: 'Company name' },
        },
        {
          name: 'interestedParty.postcode',
          kind: 'text',
          label: "Company's postcode",
          hint: 'For example, LS1 4AP',
          input: { autoComplete: 'off', uppercase: true },
          rules: [
            { rule: 'required', message: MESSAGES.postcodeRequired },
            { rule: 'pattern', pattern: 'postcode', message: MESSAGES.postcodeInvalid },
          ],
          review: { label: "Company's postcode" },
        },
        {
          name: 'interestedParty.agreementNumber',
          kind: 'text',
          label: 'Agreement number (optional)',
          hint: "You'll find it on your agreement or statement",
          input: { autoComplete: 'off' },
          rules: [
            { rule: 'pattern', pattern: 'freeText', message: 'Agreement number is invalid' },
            { rule: 'length', max: 30, message: 'Agreement number is invalid' },
          ],
          review: { label: 'Agreement number' },
        },
      ],
    },
  ],
  review: simpleReview({
    step: 'interested-party-details',
    heading: 'The financially interested party',
    confirms: 'your change',
  }),
  success: {
    heading: RECEIVED_HEADING,
    body: [
      "We'll add the company to your policy and email you to confirm once it's done.",
      "If we need anything else from you, we'll be in touch by email or phone.",
    ],
  },
};
