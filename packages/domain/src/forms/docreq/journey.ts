import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { RECEIVED_HEADING, simpleReview } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/**
 * Documents of an insurance policy. Breakdown cover (the breakdown brand) has a schedule and a
 * statement of fact but no certificate of motor insurance and no no-claims discount to prove,
 * so those are offered only where the policy has them.
 */
const INSURANCE_ONLY = { not: { context: 'brand', in: ['GREENFLAG'] } } as const;
const DOCUMENTS = [
  { value: 'CERTIFICATE', label: 'Certificate of insurance', dependsOn: INSURANCE_ONLY },
  { value: 'SCHEDULE', label: 'Policy schedule' },
  { value: 'STATEMENT_OF_FACT', label: 'Statement of fact' },
  { value: 'NCD_PROOF', label: 'Proof of no claims discount', dependsOn: INSURANCE_ONLY },
  { value: 'FULL_SET', label: 'A full set of policy documents' },
] as const;

/** Request a document: a simple request (your details, which document and how, review, success). */
export const journey: Journey = {
  form: 'docreq',
  steps: [
    yourDetailsStep({ vehicleRegistration: 'motorOnly' }),
    {
      id: 'document-request',
      heading: 'The document you need',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        {
          name: 'documentType',
          kind: 'radio',
          label: 'Which document do you need?',
          options: DOCUMENTS,
          rules: [{ rule: 'required', message: 'Please choose a document' }],
          review: { label: 'Document' },
        },
        {
          name: 'deliveryMethod',
          kind: 'radio',
          label: 'How would you like to receive it?',
          options: [
            { value: 'EMAIL', label: 'By email, to the address you gave us' },
            { value: 'POST', label: 'By post, to the address on your policy' },
          ],
          rules: [{ rule: 'required', message: 'Please choose how to receive it' }],
          review: { label: 'Sent' },
        },
      ],
    },
  ],
  review: simpleReview({
    step: 'document-request',
    heading: 'The document you need',
    confirms: 'your document request',
  }),
  // What happens next follows the way the customer chose to receive it.
  success: {
    heading: RECEIVED_HEADING,
    body: [
      "We'll post your document to the address on your policy within seven working days.",
      "If we need anything else from you, we'll be in touch by email or phone.",
    ],
    variants: [
      {
        when: { field: 'deliveryMethod', equals: 'EMAIL' },
        body: [
          "We'll email your document to the address you gave us within two working days.",
          "If we need anything else from you, we'll be in touch by email or phone.",
        ],
      },
    ],
  },
};
