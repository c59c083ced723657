import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { reasonQuestions, yesNoQuestion } from '../shared/fields.ts';
import { RECEIVED_HEADING, simpleReview } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';
import { IMPROVED_OFFER_RESPONSE_HOURS, LAPSE_RESPONSE_HOURS } from './responseHours.ts';

const lapsing = { field: 'lapseChoice', equals: 'LAPSE' } as const;
const enquiring = { field: 'lapseChoice', equals: 'ENQUIRY' } as const;

/**
 * Renewal enquiry or lapse: the customer says the policy should not renew (settled on the policy
 * at once), or asks us about the renewal (recorded for staff); either way a reply follows.
 */
export const journey: Journey = {
  form: 'lapse',
  steps: [
    {
      id: 'eligibility',
      heading: 'Your renewal',
      invalidMessage: MESSAGES.eligibilityIncomplete,
      questions: [
        yesNoQuestion(
          'receivedInvite',
          'Have you received your renewal invitation?',
          MESSAGES.answerToContinue,
          {
            review: { label: 'Renewal invitation received' },
          },
        ),
        {
          name: 'lapseChoice',
          kind: 'radio',
          label: 'What would you like to do?',
          options: [
            { value: 'LAPSE', label: "I don't want my policy to renew" },
            { value: 'ENQUIRY', label: "I'd like to talk to you about my renewal" },
          ],
          rules: [{ rule: 'required', message: MESSAGES.answerToContinue }],
          review: { label: 'Your choice' },
        },
        ...reasonQuestions(
          "Why don't you want to renew?",
          [
            { value: 'Found cover elsewhere', label: "I've found cover elsewhere" },
            { value: 'No longer needed', label: "I don't need the cover any more" },
            { value: 'Price', label: 'The renewal price is too high' },
          ],
          lapsing,
          // Not renewing changes nothing yet: the review names the reason for what was asked.
          'Reason for not renewing',
        ),
        {
          name: 'improveOffer',
          kind: 'checkbox',
          label: 'Please see if you can improve my renewal offer',
          hint: `We'll reply within ${IMPROVED_OFFER_RESPONSE_HOURS} hours instead of ${LAPSE_RESPONSE_HOURS}.`,
          dependsOn: enquiring,
          rules: [],
          review: { label: 'Improve my offer' },
        },
      ],
    },
    yourDetailsStep({ vehicleRegistration: 'motorOnly' }),
  ],
  review: simpleReview({
    step: 'eligibility',
    heading: 'Your renewal',
    confirms: 'what happens to your renewal',
  }),
  success: {
    heading: RECEIVED_HEADING,
    body: [`We'll reply within ${LAPSE_RESPONSE_HOURS} hours.`],
    variants: [
      {
        when: lapsing,
        request: 'stop your policy from renewing',
        body: [
          "Your policy won't renew: your cover ends on your renewal date, and we won't take any renewal payment.",
          `We'll email you to confirm within ${LAPSE_RESPONSE_HOURS} hours.`,
        ],
      },
      {
        when: { all: [enquiring, { field: 'improveOffer', equals: true }] },
        body: [
          `We'll look at your renewal offer and reply within ${IMPROVED_OFFER_RESPONSE_HOURS} hours.`,
          'Until we have spoken, your renewal stays as it is: if your policy renews automatically, it still will.',
        ],
      },
      {
        when: enquiring,
        body: [
          `We'll reply within ${LAPSE_RESPONSE_HOURS} hours.`,
          'Until we have spoken, your renewal stays as it is: if your policy renews automatically, it still will.',
        ],
      },
    ],
  },
};
