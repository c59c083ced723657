import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import {
  CONTACT_EMAIL_NOTICE,
  RECEIVED_HEADING,
  SIMPLE_SUBMIT_LABEL,
  SIMPLE_SUCCESS_BODY,
} from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** Update your phone number: a simple request form (your details, the new number, review, success). */
export const journey: Journey = {
  form: 'cop',
  steps: [
    yourDetailsStep({ vehicleRegistration: true }),
    {
      id: 'phone-details',
      heading: 'Your new phone number',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        {
          name: 'newPhone',
          kind: 'text',
          label: 'New phone number',
          hint: 'A UK landline or mobile number, for example 07700 900123',
          input: { autoComplete: 'tel', inputMode: 'tel' },
          rules: [
            { rule: 'required', message: MESSAGES.contactNumberRequired },
            { rule: 'pattern', pattern: 'ukPhone', message: MESSAGES.contactNumberInvalid },
            {
              rule: 'differsFrom',
              field: 'policyHolder.phone',
              message: 'New phone number must be different from your current contact number',
            },
          ],
          review: { label: 'New phone number' },
        },
      ],
    },
  ],
  review: {
    sections: [
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your new phone number', step: 'phone-details' },
    ],
    submitLabel: SIMPLE_SUBMIT_LABEL,
    notices: [CONTACT_EMAIL_NOTICE],
  },
  success: { heading: RECEIVED_HEADING, body: SIMPLE_SUCCESS_BODY },
};
