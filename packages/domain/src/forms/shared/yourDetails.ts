import type { DeploymentBrand, Product } from '../../brands/brand.ts';
import type { Question, Step } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import type { PolicyNumberOptions, RuleRef } from '../../rules/ruleRef.ts';
import { AGE_AT_COVER_START } from './dateRules.ts';
import { confirmationQuestion, isNo, nameQuestion, registrationQuestion, yesNoQuestion } from './fields.ts';
import { CHOSEN_ADDRESS_RULES } from './newAddress.ts';

/** Business products show no date of birth; the spec sends a placeholder instead. */
const NO_DOB_PRODUCTS: readonly Product[] = ['LANDLORD', 'SME', 'TRADESMAN'];
const PLACEHOLDER_DOB = '2021/01/01';

/**
 * Brands on which someone other than the policyholder may not change the vehicle or address
 *; the spec does not name them.
 */
export const POLICYHOLDER_ONLY_BRANDS: readonly DeploymentBrand[] = ['DIRECTLINE', 'PRIVILEGE'];

export const NOT_POLICYHOLDER_BLOCK =
  "As you're not the policyholder, we can't take this request from you. Please ask the policyholder to complete it, or call {ourLine} ({phoneHours}).";

export interface YourDetailsOptions {
  /** 'Postcode', or 'Previous postcode' on coa. */
  postcodeLabel?: string;
  /** Motor forms ask for the current vehicle registration; `motorOnly` asks it unless the product is home. */
  vehicleRegistration: boolean | 'motorOnly';
  /** edocregs asks for a mobile number. */
  phone?: 'mobile';
  /** edocregs finds the policyholder's address from the postcode (a Find button, manual entry). */
  postcodeLookup?: boolean;
  /** Brands on which a "no" to "are you the policyholder" blocks the journey (coa, cov). */
  blockNotPolicyholderOn?: readonly DeploymentBrand[];
  /** Whether the policy number is required and which digit counts it takes; optional, by product, by default. */
  policyNumber?: PolicyNumberOptions;
  /** The age rule on the date of birth: at cover start by default, at the renewal date on renewals. */
  ageRule?: RuleRef;
}

/** Declared by the step, shared by the applicant's questions. */
const YOUR_DETAILS_CONDITIONS = { notPolicyholder: isNo('isPolicyHolder') } as const;
const notPolicyholder = { ref: 'notPolicyholder' } as const;

function policyholderQuestion(options: YourDetailsOptions): Question {
  const blocking = options.blockNotPolicyholderOn ?? [];
  return yesNoQuestion(
    'isPolicyHolder',
    'Are you the policyholder?',
    MESSAGES.policyholderConfirmationRequired,
    {
      review: { label: 'Policyholder' },
      ...(blocking.length > 0
        ? {
            conditionalRules: [
              {
                when: { context: 'brand', in: blocking },
                rules: [{ rule: 'equals', value: 'true', message: NOT_POLICYHOLDER_BLOCK }],
              },
            ],
          }
        : {}),
    },
  );
}

const applicantQuestions: readonly Question[] = [
  nameQuestion(
    'applicantFirstName',
    'Your first name',
    { required: MESSAGES.applicantFirstNameRequired, invalid: MESSAGES.applicantFirstNameInvalid },
    {
      dependsOn: notPolicyholder,
    },
  ),
  nameQuestion(
    'applicantLastName',
    'Your last name',
    { required: MESSAGES.applicantLastNameRequired, invalid: MESSAGES.applicantLastNameInvalid },
    { dependsOn: notPolicyholder },
  ),
  {
    name: 'applicantRelationship',
    kind: 'radio',
    label: 'What is your relationship to the policyholder?',
    options: [
      { value: 'Spouse/Partner', label: 'Spouse or partner' },
      { value: 'Other', label: 'Other' },
    ],
    dependsOn: notPolicyholder,
    other: { value: 'Other', field: 'applicantRelationshipOther' },
    rules: [{ rule: 'required', message: 'Relationship to the policyholder is required' }],
    review: { label: 'Relationship to the policyholder' },
  },
  {
    name: 'applicantRelationshipOther',
    kind: 'text',
    label: 'Please tell us your relationship',
    dependsOn: { all: [notPolicyholder, { field: 'applicantRelationship', equals: 'Other' }] },
    rules: [
      { rule: 'required', message: MESSAGES.otherRelationshipRequired },
      { rule: 'pattern', pattern: 'freeText', message: MESSAGES.otherRelationshipInvalid },
      { rule: 'length', max: 50, message: MESSAGES.otherRelationshipInvalid },
    ],
  },
];

const postcodeRules = [
  { rule: 'required', message: MESSAGES.postcodeRequired },
  { rule: 'pattern', pattern: 'postcode', message: MESSAGES.postcodeInvalid },
] as const;

const postcodeQuestion = (label: string): Question => ({
  name: 'policyHolder.postcode',
  kind: 'text',
  label,
  hint: 'For example, LS1 4AP',
  input: { autoComplete: 'postal-code', uppercase: true },
  rules: postcodeRules,
  review: { label },
});

/** The policyholder's address found by postcode; the chosen line is stored as policyHolder.address. */
const postcodeLookupQuestion = (label: string): Question => ({
  ...postcodeQuestion(label),
  kind: 'postcodeLookup',
  lookup: {
    addressField: 'policyHolder.address',
    addressRules: CHOSEN_ADDRESS_RULES,
  },
  review: { label: 'Address' },
});

const CONTACT_NUMBER_QUESTION: Question = {
  name: 'policyHolder.phone',
  kind: 'text',
  label: 'Contact number',
  input: { autoComplete: 'tel', inputMode: 'tel' },
  rules: [
    { rule: 'required', message: MESSAGES.contactNumberRequired },
    // The spec's "numeric only" first: a letter or sign is named as such, not as an invalid number.
    { rule: 'pattern', pattern: 'digits', message: MESSAGES.contactNumberNumeric },
    { rule: 'pattern', pattern: 'ukPhone', message: MESSAGES.contactNumberInvalid },
  ],
  review: { label: 'Contact number' },
};

const MOBILE_QUESTION: Question = {
  ...CONTACT_NUMBER_QUESTION,
  label: 'Mobile number',
  hint: 'For example, 07700 900123',
  rules: [
    { rule: 'required', message: MESSAGES.mobileNumberRequired },
    { rule: 'pattern', pattern: 'digits', message: MESSAGES.mobileNumberNumeric },
    { rule: 'pattern', pattern: 'mobile', message: MESSAGES.mobileNumberInvalid },
  ],
  review: { label: 'Mobile number' },
};

function contactQuestions(options: YourDetailsOptions): Question[] {
  const postcodeLabel = options.postcodeLabel ?? 'Postcode';
  return [
    nameQuestion('policyHolder.firstName', "Policyholder's first name", {
      required: MESSAGES.firstNameRequired,
      invalid: MESSAGES.firstNameInvalid,
    }),
    nameQuestion('policyHolder.lastName', "Policyholder's last name", {
      required: MESSAGES.lastNameRequired,
      invalid: MESSAGES.lastNameInvalid,
    }),
    options.postcodeLookup ? postcodeLookupQuestion(postcodeLabel) : postcodeQuestion(postcodeLabel),
    {
      name: 'policyHolder.dob',
      kind: 'dateOfBirth',
      label: "Policyholder's date of birth",
      dependsOn: { not: { context: 'product', in: NO_DOB_PRODUCTS } },
      store: { whenNotLive: PLACEHOLDER_DOB },
      rules: [
        { rule: 'required', message: MESSAGES.dateRequired },
        { rule: 'date', checks: ['allParts', 'valid', 'notBefore1761'] },
        options.ageRule ?? AGE_AT_COVER_START,
      ],
      review: { label: 'Date of birth' },
    },
    {
      name: 'policyHolder.email',
      kind: 'text',
      label: 'Email address',
      // Every journey emails here, but only some send a quote: the hint promises what all do.
      hint: "We'll email you about this request here",
      input: { autoComplete: 'email', inputMode: 'email' },
      rules: [
        { rule: 'required', message: MESSAGES.emailRequired },
        { rule: 'pattern', pattern: 'email', message: MESSAGES.emailInvalid },
      ],
      review: { label: 'Email address' },
    },
    options.phone === 'mobile' ? MOBILE_QUESTION : CONTACT_NUMBER_QUESTION,
  ];
}

const policyNumberQuestion = (options: PolicyNumberOptions = {}): Question => ({
  name: 'policyNumber',
  kind: 'text',
  label: 'Policy number',
  hint: "You'll find this on your policy documents",
  // The breakdown brand's triage finds the policy by this number (GF 40000001): not asked twice.
  input: { autoComplete: 'off', inputMode: 'numeric', fixedOn: ['GREENFLAG'] },
  modal: {
    trigger: 'Where to find your policy number',
    title: 'Where to find your policy number',
    body: 'Your policy number is at the top of your policy schedule and on every email we send you about your policy.',
  },
  rules: [{ rule: 'policyNumber', ...options }],
  review: { label: 'Policy number' },
});

/** The shared your-details step: who the customer is, matched against the policy on record. */
export function yourDetailsStep(options: YourDetailsOptions): Step {
  const registration = registrationQuestion(
    'currentVehicleReg',
    'Current vehicle registration',
    MESSAGES.currentRegistrationRequired,
    options.vehicleRegistration === 'motorOnly'
      ? { dependsOn: { not: { context: 'product', in: ['HOME', 'LANDLORD'] } } }
      : {},
  );
  const vehicle = options.vehicleRegistration ? [registration] : [];
  return {
    id: 'your-details',
    heading: 'Your details',
    // Every journey asks this step, renewals and document requests too: no "change" in its words.
    intro: 'Tell us who you are and which policy this request is about.',
    invalidMessage: MESSAGES.correctInvalidFields,
    conditions: YOUR_DETAILS_CONDITIONS,
    questions: [
      policyholderQuestion(options),
      ...applicantQuestions,
      ...contactQuestions(options),
      ...vehicle,
      policyNumberQuestion(options.policyNumber),
      confirmationQuestion(
        'confirmation',
        'I confirm that the details I have given are correct and that I have the policyholder’s permission to make this request.',
      ),
    ],
  };
}
