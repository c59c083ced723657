import type { Condition, Question } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { DATE_WINDOWS } from './dateRules.ts';
import {
  dateQuestion,
  isNo,
  nameQuestion,
  PAST_DATE_OPTIONS,
  registrationQuestion,
  yesNoQuestion,
} from './fields.ts';

export const SAME_REGISTRATION = MESSAGES.registrationSameAsNew;

/** The vehicle being added, found by its registration (kind `vehicleLookup`). */
/** What a found or hand-chosen vehicle must name; a manual entry may give its year as `year`. */
export const VEHICLE_FIELDS = [
  'make',
  'model',
  ['yearOfManufacture', 'year'],
  'fuel',
  'transmission',
] as const;

export function vehicleQuestions(registrationLabel: string): Question[] {
  return [
    registrationQuestion('currentCarReg', registrationLabel, 'Registration number is required', {
      rules: [
        { rule: 'required', message: 'Registration number is required' },
        { rule: 'pattern', pattern: 'registration', message: MESSAGES.registrationInvalid },
        { rule: 'differsFrom', field: 'currentVehicleReg', message: SAME_REGISTRATION },
      ],
      review: { label: 'Registration number' },
    }),
    {
      name: 'vehicle',
      kind: 'vehicleLookup',
      label: 'Find the vehicle',
      hint: "We'll look up the make and model. If we can't find it, you can choose them yourself.",
      lookup: { registrationField: 'currentCarReg' },
      rules: [
        { rule: 'required', message: 'Please find your vehicle to continue' },
        {
          rule: 'fieldsComplete',
          fields: VEHICLE_FIELDS,
          message: 'Please give the make, model, year, fuel type and transmission',
        },
      ],
      review: { label: 'Vehicle' },
    },
  ];
}

const RELATIONSHIPS = [
  { value: 'Spouse/Partner', label: 'Spouse or partner' },
  { value: 'Parent', label: 'Parent' },
  { value: 'Child', label: 'Son or daughter' },
  { value: 'Company', label: 'Company or employer' },
  { value: 'Leasing company', label: 'Leasing or hire company' },
  { value: 'Other', label: 'Other' },
] as const;

/** Registered owner and keeper: when either is not the policyholder, we need the relationship. */
export const ownerAndKeeperQuestions: readonly Question[] = [
  yesNoQuestion(
    'ownerFullNameQ',
    'Is the policyholder the owner of the vehicle?',
    MESSAGES.answerToContinue,
    {
      review: { label: 'Policyholder is the owner' },
    },
  ),
  {
    name: 'ownerRelationship',
    kind: 'select',
    label: "What is the owner's relationship to the policyholder?",
    options: RELATIONSHIPS,
    dependsOn: isNo('ownerFullNameQ'),
    rules: [{ rule: 'required', message: MESSAGES.ownerRelationshipRequired }],
    review: { label: "Owner's relationship to the policyholder" },
  },
  yesNoQuestion(
    'keeperFullNameQ',
    'Is the policyholder the registered keeper of the vehicle?',
    MESSAGES.answerToContinue,
    { review: { label: 'Policyholder is the registered keeper' } },
  ),
  nameQuestion(
    'keeperFullName',
    "Registered keeper's full name",
    { required: 'Full name is required', invalid: 'Full name is invalid' },
    {
      dependsOn: isNo('keeperFullNameQ'),
      rules: [
        { rule: 'required', message: 'Full name is required' },
        { rule: 'pattern', pattern: 'fullName', message: 'Full name is invalid' },
        { rule: 'length', min: 2, max: 61, message: 'Full name is invalid' },
      ],
    },
  ),
  {
    name: 'keeperRelationship',
    kind: 'select',
    label: "What is the registered keeper's relationship to the policyholder?",
    options: RELATIONSHIPS,
    dependsOn: isNo('keeperFullNameQ'),
    rules: [{ rule: 'required', message: 'Relationship to keeper is required' }],
    review: { label: "Keeper's relationship to the policyholder" },
  },
];

export const notYetPurchased: Question = {
  name: 'notYetPurchased',
  kind: 'checkbox',
  label: "I haven't bought this vehicle yet",
  rules: [],
};

export const notPurchasing: Question = {
  name: 'notPurchasing',
  kind: 'checkbox',
  label: "I'm not buying this vehicle (for example, I'm borrowing it)",
  rules: [],
};

export const purchaseDate = (dependsOn: Condition): Question =>
  dateQuestion('purchaseDate', 'When did you buy the vehicle?', [DATE_WINDOWS.notAfterCoverStartPlus30], {
    dependsOn,
    dateOptions: PAST_DATE_OPTIONS,
    review: { label: 'Purchase date' },
  });

export const notTicked = (field: string): Condition => ({ not: { field, equals: true } });
