import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { nameQuestion } from '../shared/fields.ts';
import {
  CONTACT_EMAIL_NOTICE,
  RECEIVED_HEADING,
  SIMPLE_SUBMIT_LABEL,
  SIMPLE_SUCCESS_BODY,
} from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** Change your name: a simple request form (your details, the new name, review, success). */
export const journey: Journey = {
  form: 'con',
  steps: [
    yourDetailsStep({ vehicleRegistration: true }),
    {
      id: 'name-details',
      heading: 'Your new name',
      intro: 'Tell us the name the policyholder now uses, exactly as it appears on their driving licence.',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        {
          name: 'title',
          kind: 'select',
          label: 'Title',
          options: ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'].map((title) => ({ value: title, label: title })),
          rules: [{ rule: 'required', message: 'Title is required' }],
          review: { label: 'Title' },
        },
        nameQuestion(
          'newFirstName',
          'New first name',
          { required: MESSAGES.firstNameRequired, invalid: MESSAGES.firstNameInvalid },
          { review: { label: 'New first name' } },
        ),
        nameQuestion(
          'newLastName',
          'New last name',
          { required: MESSAGES.lastNameRequired, invalid: MESSAGES.lastNameInvalid },
          { review: { label: 'New last name' } },
        ),
        {
          name: 'reason',
          kind: 'radio',
          label: 'Why has the name changed?',
          options: [
            { value: 'Marriage', label: 'Marriage or civil partnership' },
            { value: 'Divorce', label: 'Divorce or dissolution' },
            { value: 'Deed poll', label: 'Deed poll' },
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
      { id: 'new-details', heading: 'Your new name', step: 'name-details' },
    ],
    submitLabel: SIMPLE_SUBMIT_LABEL,
    notices: [
      'If the name was changed by deed poll, we may ask you to send us a copy of the deed poll before we update your policy.',
      CONTACT_EMAIL_NOTICE,
    ],
  },
  success: { heading: RECEIVED_HEADING, body: SIMPLE_SUCCESS_BODY },
};
