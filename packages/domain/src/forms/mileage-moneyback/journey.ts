import type { Journey, Question } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { PAST_DATE_OPTIONS, registrationQuestion, requiredDate, yesNoQuestion } from '../shared/fields.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

const carChange = { field: 'mileageReadingReason', equals: 'carChange' } as const;

/** The spec's cut-off: policies bought after it have no Mileage MoneyBack. */
export const PURCHASE_CUTOFF = '2022-12-05';
export const NOT_AVAILABLE_AFTER_CUTOFF =
  "Sorry, Mileage MoneyBack isn't available for policies bought after 5 December 2022. If you think yours was bought on or before that date, please call {ourLine} ({phoneHours}).";

/**
 * Asked first, on the page the journey opens with: a customer whose policy is
 * too new hears so before typing anything else, with the line to call. The spec names only the
 * cut-off, not where it is asked; the purchase date on record decides at save (settle.ts), so a
 * mistaken "Yes" is refused there, on this question.
 */
const boughtBeforeCutoff = yesNoQuestion(
  'boughtBeforeCutoff',
  'Did you buy your policy on or before 5 December 2022?',
  'Please answer this question to continue.',
  {
    review: { label: 'Policy bought on or before 5 December 2022' },
    conditionalRules: [
      {
        when: { field: 'boughtBeforeCutoff', equals: 'false' },
        rules: [{ rule: 'equals', value: 'true', message: NOT_AVAILABLE_AFTER_CUTOFF }],
      },
    ],
  },
);

const yourDetails = yourDetailsStep({
  vehicleRegistration: true,
  policyNumber: { required: 'always', digits: 'eightOrTen' },
});

const reading = (name: string, label: string, extra: Partial<Question> = {}): Question => ({
  name,
  kind: 'text',
  label,
  hint: 'The miles shown on the odometer, for example 24500',
  input: { autoComplete: 'off', inputMode: 'numeric' },
  rules: [
    { rule: 'required', message: 'Mileage reading is required' },
    { rule: 'pattern', pattern: 'number', message: 'Mileage reading is invalid' },
    { rule: 'length', min: 1, max: 7, message: 'Mileage reading is invalid' },
  ],
  review: { label },
  ...extra,
});

/** Mileage MoneyBack: send an odometer reading (two when the car changed), then review and submit. */
export const journey: Journey = {
  form: 'mileage-moneyback',
  steps: [
    { ...yourDetails, questions: [boughtBeforeCutoff, ...yourDetails.questions] },
    {
      id: 'mileage-reading',
      heading: 'Your mileage reading',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        {
          name: 'mileageReadingReason',
          kind: 'radio',
          label: 'Which reading are you sending?',
          options: [
            { value: 'first', label: 'My first reading' },
            { value: 'final', label: 'My final reading at the end of the policy year' },
            { value: 'carChange', label: "A reading for a change of car (I've changed my car)" },
          ],
          rules: [{ rule: 'required', message: 'Please choose which reading you are sending' }],
          review: { label: 'Reading' },
        },
        reading('mileageReading', 'Mileage reading'),
        {
          name: 'readingDate',
          kind: 'date',
          label: 'Date of the reading',
          hint: 'For example, 27/03/2025',
          dateOptions: PAST_DATE_OPTIONS,
          rules: requiredDate([
            { relativeTo: 'today', notAfter: {}, message: 'Date must be today or earlier' },
          ]),
          review: { label: 'Date of the reading' },
        },
        registrationQuestion(
          'newCarRegistration',
          'Registration of your new car',
          'Registration is required',
          {
            dependsOn: carChange,
          },
        ),
        reading('newCarMileageReading', 'First mileage reading of your new car', { dependsOn: carChange }),
      ],
    },
  ],
  review: {
    sections: [
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your mileage reading', step: 'mileage-reading' },
    ],
    submitLabel: 'Submit mileage reading',
    submitLabelWhen: { when: carChange, label: 'Submit mileage readings' },
  },
  success: {
    heading: "We've received your mileage reading",
    body: [
      "Thanks for sending your reading. We'll email you to confirm we've recorded it.",
      'If you need to change a reading, send it again with the correct figure and we will use the latest one.',
      'Remember to send your final reading at the end of your policy year, so we can work out any money back.',
    ],
  },
};
