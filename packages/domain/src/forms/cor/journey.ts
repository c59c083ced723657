import type { Journey } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { coverStartDate, coverStartDateFlag, datesSection, eligibilityStep } from '../shared/eligibility.ts';
import { registrationQuestion } from '../shared/fields.ts';
import { ACCURATE_INFORMATION, FINAL_CHECKS_HEADING } from '../shared/importantInformation.ts';
import { RECEIVED_HEADING } from '../shared/simpleRequest.ts';
import { SAME_REGISTRATION } from '../shared/vehicle.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

/** Change your registration: the same vehicle gets a new (for example private) registration. */
export const journey: Journey = {
  form: 'cor',
  steps: [
    eligibilityStep({
      heading: 'Change your registration',
      intro: 'First, tell us when the new registration applies from.',
      start: [coverStartDateFlag, coverStartDate],
      declaration: 'I confirm the vehicle itself is not changing, only its registration number.',
    }),
    yourDetailsStep({ vehicleRegistration: true }),
    {
      id: 'registration-details',
      heading: 'Your new registration',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: [
        registrationQuestion('currentCarReg', 'New registration number', 'Registration number is required', {
          rules: [
            { rule: 'required', message: 'Registration number is required' },
            { rule: 'pattern', pattern: 'registration', message: MESSAGES.registrationInvalid },
            { rule: 'differsFrom', field: 'currentVehicleReg', message: SAME_REGISTRATION },
          ],
          review: { label: 'New registration number' },
        }),
      ],
    },
  ],
  review: {
    sections: [
      datesSection('Amend start date'),
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your new registration', step: 'registration-details' },
    ],
    submitLabel: 'Next',
  },
  importantInformation: {
    heading: FINAL_CHECKS_HEADING,
    checkboxes: [
      ACCURATE_INFORMATION,
      'I confirm the DVLA has issued or confirmed the new registration for this vehicle.',
    ],
  },
  success: {
    heading: RECEIVED_HEADING,
    body: [
      "We'll update your policy with the new registration and email you to confirm.",
      "If we need anything else from you, we'll be in touch by email or phone.",
    ],
  },
};
