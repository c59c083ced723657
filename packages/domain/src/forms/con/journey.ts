import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { nameQuestion, reasonQuestions } from '../shared/fields.ts';
import { RECEIVED_HEADING, SIMPLE_SUCCESS_BODY, simpleReview } from '../shared/simpleRequest.ts';
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
        ...reasonQuestions('Why has the name changed?', [
          { value: 'Marriage', label: 'Marriage or civil partnership' },
          { value: 'Divorce', label: 'Divorce or dissolution' },
          { value: 'Deed poll', label: 'Deed poll' },
        ]),
      ],
    },
  ],
  review: simpleReview({ step: 'name-details', heading: 'Your new name', confirms: 'your change' }, [
    'If the name was changed by deed poll, we may ask you to send us a copy of the deed poll before we update your policy.',
  ]),
  success: { heading: RECEIVED_HEADING, body: SIMPLE_SUCCESS_BODY },
};
