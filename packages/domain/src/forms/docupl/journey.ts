import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { RECEIVED_HEADING, simpleReview } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** A home, landlord or travel policy has no driver, no no-claims discount for driving and no vehicle. */
const VEHICLE_POLICY = { not: { context: 'product', in: ['HOME', 'LANDLORD', 'TRAVEL'] } } as const;

/**
 * The documents we ask customers for; each uploaded file is sent with the type chosen here. Only
 * the documents the policy on record can need are offered.
 */
export const DOCUMENT_TYPES = [
  { value: 'DRIVING_LICENCE', label: 'Driving licence', dependsOn: VEHICLE_POLICY },
  { value: 'NCD_PROOF', label: 'Proof of no claims discount', dependsOn: VEHICLE_POLICY },
  { value: 'V5C', label: 'Vehicle registration document (V5C)', dependsOn: VEHICLE_POLICY },
  { value: 'PROOF_OF_ADDRESS', label: 'Proof of address' },
  { value: 'DEED_POLL', label: 'Deed poll or marriage certificate' },
  { value: 'OTHER', label: 'Another document we asked for' },
] as const;

/** Upload a document: your details, the files (PDF, JPEG, PNG or GIF, 5 MB each), review, success. */
export const journey: Journey = {
  form: 'docupl',
  steps: [
    yourDetailsStep({ vehicleRegistration: 'motorOnly' }),
    {
      id: 'document-upload',
      heading: 'Your documents',
      intro: 'You can upload photos or scans as PDF, JPEG, PNG or GIF files of up to 5 MB each.',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        {
          name: 'documentType',
          kind: 'select',
          label: 'What are you sending us?',
          options: DOCUMENT_TYPES,
          rules: [{ rule: 'required', message: 'Please choose the type of document' }],
          review: { label: 'Type of document' },
        },
        {
          name: 'documents',
          kind: 'fileUpload',
          label: 'Files to upload',
          hint: 'Choose one or more files from your phone or computer.',
          rules: [{ rule: 'required', message: 'Please choose a file to upload' }, { rule: 'file' }],
          review: { label: 'Documents' },
        },
      ],
    },
  ],
  review: simpleReview({
    step: 'document-upload',
    heading: 'Your documents',
    confirms: 'that we have your documents',
  }),
  success: {
    heading: RECEIVED_HEADING,
    body: [
      "We'll look at your documents and email you if anything about your policy changes.",
      "If we need anything else from you, we'll be in touch by email or phone.",
    ],
  },
};
