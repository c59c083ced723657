import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { RECEIVED_HEADING, SIMPLE_SUCCESS_BODY, simpleReview } from '../shared/simpleRequest.ts';
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
            // The spec's phone words, naming the field as it is labelled here.
            { rule: 'required', message: 'New phone number is required' },
            { rule: 'pattern', pattern: 'digits', message: 'New phone number must contain numbers only' },
            { rule: 'pattern', pattern: 'ukPhone', message: 'New phone number is invalid' },
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
  review: simpleReview({ step: 'phone-details', heading: 'Your new phone number', confirms: 'your change' }),
  success: { heading: RECEIVED_HEADING, body: SIMPLE_SUCCESS_BODY },
};
