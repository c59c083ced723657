import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { yesNoQuestion } from '../shared/fields.ts';
import { contactEmailNotice, RECEIVED_HEADING, SIMPLE_SUBMIT_LABEL } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

const ANSWER_TO_CONTINUE = 'Please answer this question to continue.';

/**
 * COVID-19 travel upgrades refund: the customer's trips, then their details; the upgrades are
 * cancelled and refunded pro rata.
 */
export const journey: Journey = {
  form: 'travel_refund',
  steps: [
    {
      id: 'your-trips',
      heading: 'Your trips',
      intro:
        'If you added upgrades to your travel policy (such as winter sports or cruise cover) that you can no longer use because of COVID-19, we can cancel them and refund you.',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        yesNoQuestion(
          'tripBooked',
          'Do you have a trip booked that your upgrades cover?',
          ANSWER_TO_CONTINUE,
          {
            review: { label: 'Trip booked' },
          },
        ),
        yesNoQuestion(
          'wishToProceed',
          'Would you like us to cancel your travel upgrades and refund you?',
          ANSWER_TO_CONTINUE,
          {
            hint: 'Your travel policy itself stays in place.',
            review: { label: 'Cancel upgrades and refund' },
            conditionalRules: [
              {
                when: { field: 'wishToProceed', equals: 'false' },
                rules: [
                  {
                    rule: 'equals',
                    value: 'true',
                    message: "If you'd like to keep your upgrades, you don't need to do anything.",
                  },
                ],
              },
            ],
          },
        ),
      ],
    },
    yourDetailsStep({ vehicleRegistration: false }),
  ],
  review: {
    sections: [
      { id: 'new-details', heading: 'Your trips', step: 'your-trips' },
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
    ],
    submitLabel: SIMPLE_SUBMIT_LABEL,
    notices: [contactEmailNotice('your refund request')],
  },
  success: {
    heading: RECEIVED_HEADING,
    body: [
      "We'll cancel your travel upgrades and email you to confirm.",
      "We'll refund you for them pro rata, counted from 18 March 2020, within 60 days.",
    ],
  },
};
