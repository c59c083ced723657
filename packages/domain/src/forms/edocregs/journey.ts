import type { Condition, Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { isYes, yesNoQuestion } from '../shared/fields.ts';
import { SIMPLE_SUBMIT_LABEL } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** The breakdown brand's success page keeps the general copy. */
const notBreakdownBrand: Condition = { not: { context: 'brand', in: ['GREENFLAG'] } };

/** Get your policy documents: register to view documents online, or keep them by post. */
export const journey: Journey = {
  form: 'edocregs',
  steps: [
    yourDetailsStep({
      vehicleRegistration: false,
      phone: 'mobile',
      postcodeLookup: true,
      policyNumber: { required: 'always', digits: 'eightOrTenForCars' },
    }),
    {
      id: 'document-request',
      heading: 'Your policy documents',
      intro: 'You can read and download your policy documents online whenever you need them.',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        yesNoQuestion(
          'registerDocuments',
          'Would you like to view your policy documents online?',
          'Please answer this question to continue.',
          {
            hint: "If you choose no, we'll send your documents by post.",
            review: { label: 'View documents online' },
          },
        ),
      ],
    },
  ],
  review: {
    sections: [
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your policy documents', step: 'document-request' },
    ],
    submitLabel: SIMPLE_SUBMIT_LABEL,
  },
  success: {
    heading: 'Thanks for submitting your request.',
    body: ["We'll email you to confirm your request."],
    variants: [
      {
        when: { all: [notBreakdownBrand, isYes('registerDocuments')] },
        request: 'view your policy documents online',
        body: ["We'll send you an email as soon as your documents are available to view online."],
      },
      {
        when: notBreakdownBrand,
        request: 'keep getting your policy documents by post',
        body: ["You don't need to do anything else. We'll send your policy documents by post."],
      },
    ],
  },
};
