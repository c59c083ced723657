import type { Journey, Question } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { AGE_AT_COVER_START, COVER_START, DATE_WINDOWS } from '../shared/dateRules.ts';
import {
  coverStartDate,
  coverStartDateFlag,
  datesSection,
  eligibilityStep,
  QUOTE_SUCCESS_BODY,
  tempChangeFlag,
  temporaryEnd,
  ukResident,
} from '../shared/eligibility.ts';
import {
  dateQuestion,
  isNo,
  isYes,
  nameQuestion,
  PAST_DATE_OPTIONS,
  yesNoQuestion,
} from '../shared/fields.ts';
import {
  ACCURATE_INFORMATION,
  PRICE_MAY_CHANGE,
  QUOTE_CHECKS_HEADING,
} from '../shared/importantInformation.ts';
import { RECEIVED_HEADING } from '../shared/simpleRequest.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';

const option = (value: string, label = value) => ({ value, label });

const claimFields: readonly Question[] = [
  dateQuestion('date', 'Date of the claim', [], {
    dateOptions: PAST_DATE_OPTIONS,
    review: { label: 'Date' },
  }),
  {
    name: 'type',
    kind: 'select',
    label: 'Type of claim',
    options: ['Accident', 'Theft', 'Fire', 'Windscreen', 'Vandalism', 'Other'].map((type) => option(type)),
    rules: [{ rule: 'required', message: 'Type of claim is required' }],
    review: { label: 'Type' },
  },
  yesNoQuestion('atFault', 'Was the driver at fault?', MESSAGES.answerToContinue, {
    review: { label: 'At fault' },
  }),
];

const convictionFields: readonly Question[] = [
  dateQuestion('date', 'Date of the conviction', [], {
    dateOptions: PAST_DATE_OPTIONS,
    review: { label: 'Date' },
  }),
  {
    name: 'code',
    kind: 'text',
    label: 'Conviction code',
    hint: 'For example, SP30',
    input: { uppercase: true },
    rules: [
      { rule: 'required', message: 'Conviction code is required' },
      { rule: 'pattern', pattern: 'garageName', message: 'Conviction code is invalid' },
      { rule: 'length', min: 2, max: 6, message: 'Conviction code is invalid' },
    ],
    review: { label: 'Code' },
  },
  {
    name: 'points',
    kind: 'text',
    label: 'Penalty points',
    input: { inputMode: 'numeric' },
    rules: [
      { rule: 'required', message: 'Penalty points are required' },
      { rule: 'pattern', pattern: 'number', message: 'Penalty points are invalid' },
      { rule: 'length', max: 2, message: 'Penalty points are invalid' },
    ],
    review: { label: 'Points' },
  },
];

const driverQuestions: readonly Question[] = [
  nameQuestion('driverFirstName', "Driver's first name", {
    required: MESSAGES.firstNameRequired,
    invalid: MESSAGES.firstNameInvalid,
  }),
  nameQuestion('driverLastName', "Driver's last name", {
    required: MESSAGES.lastNameRequired,
    invalid: MESSAGES.lastNameInvalid,
  }),
  {
    name: 'dob',
    kind: 'dateOfBirth',
    label: "Driver's date of birth",
    rules: [
      { rule: 'required', message: MESSAGES.dateRequired },
      { rule: 'date', checks: ['allParts', 'valid', 'notBefore1761'] },
      AGE_AT_COVER_START,
    ],
    review: { label: 'Date of birth' },
  },
  {
    name: 'gender',
    kind: 'radio',
    label: "Driver's gender",
    options: [option('Male'), option('Female')],
    rules: [{ rule: 'required', message: 'Gender is required' }],
    store: { upperCase: true },
    review: { label: 'Gender' },
  },
  {
    name: 'licenceType',
    kind: 'select',
    label: 'Type of driving licence',
    options: [
      option('FULL_UK', 'Full UK (manual)'),
      option('FULL_UK_AUTO', 'Full UK (automatic only)'),
      option('PROVISIONAL_UK', 'Provisional UK'),
      option('EU', 'European Union'),
      option('INTERNATIONAL', 'International'),
    ],
    rules: [{ rule: 'required', message: 'Licence type is required' }],
    review: { label: 'Licence type' },
  },
  {
    name: 'yearsLicenceHeld',
    kind: 'select',
    label: 'How many years has the driver held this licence?',
    // 9 means 9 or more.
    options: ['0', '1', '2', '3', '4', '5', '6', '7', '8']
      .map((years) => option(years))
      .concat(option('9', '9 or more')),
    rules: [{ rule: 'required', message: 'Years licence held is required' }],
    review: { label: 'Years licence held' },
  },
  {
    name: 'occupationName',
    kind: 'text',
    label: "Driver's occupation",
    rules: [
      { rule: 'required', message: 'Occupation is required' },
      { rule: 'pattern', pattern: 'freeText', message: 'Occupation is invalid' },
      { rule: 'length', min: 2, max: 50, message: 'Occupation is invalid' },
    ],
    review: { label: 'Occupation' },
  },
  {
    name: 'relationship',
    kind: 'select',
    label: "Driver's relationship to the policyholder",
    options: [
      option('Spouse/Partner', 'Spouse or partner'),
      option('Child', 'Son or daughter'),
      option('Parent'),
      option('Sibling', 'Brother or sister'),
      option('Friend'),
      option('Other', 'Other relative'),
    ],
    rules: [{ rule: 'required', message: 'Relationship is required' }],
    review: { label: 'Relationship to the policyholder' },
  },
  yesNoQuestion(
    'residenceSinceBirth',
    'Has the driver lived in the UK since birth?',
    MESSAGES.answerToContinue,
    {
      review: { label: 'Lived in the UK since birth' },
    },
  ),
  {
    name: 'residencyStartDate',
    kind: 'date',
    label: 'When did the driver start living in the UK?',
    hint: 'For example, 03/2015',
    dateOptions: { format: 'month-year' },
    dependsOn: isNo('residenceSinceBirth'),
    rules: [
      { rule: 'required', message: MESSAGES.dateRequired },
      {
        rule: 'date',
        format: 'month-year',
        checks: ['allParts', 'valid', 'notBefore1761', 'notBeyondCurrentMonth', DATE_WINDOWS.notBeforeBirth],
      },
    ],
    review: { label: 'Living in the UK since' },
  },
  yesNoQuestion(
    'claimsFlag',
    'Has the driver had any claims or losses in the last 3 years?',
    MESSAGES.answerToContinue,
    {
      review: { label: 'Claims in the last 3 years' },
    },
  ),
  {
    name: 'claims',
    kind: 'list',
    label: 'Claims',
    dependsOn: isYes('claimsFlag'),
    item: claimFields,
    rules: [{ rule: 'nonEmptyList', message: 'Please add at least one claim' }],
    // Claims older than 3 years before cover start are not sent.
    store: { dropOlderThan: { years: 3, dateField: 'date', relativeTo: COVER_START } },
    review: { label: 'Claims' },
  },
  yesNoQuestion(
    'convictionsFlag',
    'Has the driver had any motoring convictions in the last 5 years?',
    MESSAGES.answerToContinue,
    {
      review: { label: 'Convictions in the last 5 years' },
    },
  ),
  {
    name: 'convictions',
    kind: 'list',
    label: 'Convictions',
    dependsOn: isYes('convictionsFlag'),
    item: convictionFields,
    rules: [{ rule: 'nonEmptyList', message: 'Please add at least one conviction' }],
    // Convictions older than 5 years before cover start are not sent.
    store: { dropOlderThan: { years: 5, dateField: 'date', relativeTo: COVER_START } },
    review: { label: 'Convictions' },
  },
];

/** Add a driver: a quote journey. */
export const journey: Journey = {
  form: 'aad',
  steps: [
    eligibilityStep({
      heading: 'Add a driver',
      intro: 'First, a few questions to check we can quote for the new driver online.',
      start: [coverStartDateFlag, coverStartDate],
      rest: [tempChangeFlag, temporaryEnd, ukResident],
      declaration: 'I confirm the driver has not been refused insurance or had a policy cancelled.',
    }),
    yourDetailsStep({ vehicleRegistration: true }),
    {
      id: 'add-driver',
      heading: 'About the driver',
      invalidMessage: MESSAGES.correctInvalidFields,
      questions: driverQuestions,
    },
  ],
  review: {
    sections: [
      datesSection('Amend dates'),
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'The new driver', step: 'add-driver' },
    ],
    submitLabel: 'Next',
  },
  importantInformation: {
    heading: QUOTE_CHECKS_HEADING,
    checkboxes: [
      ACCURATE_INFORMATION,
      'I confirm the driver has agreed to be added to my policy and to their details being shared with us.',
      PRICE_MAY_CHANGE,
    ],
  },
  success: { heading: RECEIVED_HEADING, body: QUOTE_SUCCESS_BODY },
};
