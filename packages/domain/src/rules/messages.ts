import type { DateCheck } from './ruleRef.ts';

/**
 * Field messages, word for word as the product owners wrote them: tests and copy depend on them.
 * A full stop is part of a message only where the spec shows one inside the sentence
 * ("…cover start date.;"), not where it merely ends the spec's bullet.
 *
 * Invented in the spec's voice, because the spec names them only by kind ("etc."):
 * applicantLastName*, firstNameInvalid, lastName*, contactNumberNumeric, mobileNumberNumeric,
 * policyNumberNineDigits, policyNumberEightOrTenDigits, ageTooYoungAtRenewal, ageTooOldAtRenewal,
 * vehicleIncomplete, renewalPreferenceTooSoon, and every DATE_MESSAGES entry except `valid`.
 *
 * One deliberate change to the spec's words: its "can not" is written "cannot".
 */
export const MESSAGES = {
  applicantFirstNameRequired: 'Applicant first name is required',
  applicantFirstNameInvalid: 'Applicant first name is invalid',
  applicantLastNameRequired: 'Applicant last name is required',
  applicantLastNameInvalid: 'Applicant last name is invalid',
  firstNameRequired: 'First name is required',
  firstNameInvalid: 'First name is invalid',
  lastNameRequired: 'Last name is required',
  lastNameInvalid: 'Last name is invalid',

  policyholderConfirmationRequired: 'Policyholder confirmation is required',
  ownerRelationshipRequired: 'Relationship to owner is required',
  otherRelationshipRequired: 'Other relationship is required',
  otherRelationshipInvalid: 'Other relationship is invalid',
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'Postcode is invalid',
  firstLineRequired: 'First line of address is required',
  firstLineInvalid: 'First line of address is invalid',
  addressRequired: 'Address is required',
  addressInvalid: 'Address is invalid',
  selectAddress: 'You must select an address',
  searchPostcode: 'You must search your postcode',
  findAddressFirst: 'Press Find your address, or enter your address manually',
  postcodeNotRecognised: 'We do not recognise that postcode. Please check and retry.',
  addressConfirmationRequired: 'Address confirmation is required',

  dobRequired: 'Date is required',
  dateRequired: 'Date is required',
  dateInvalid: 'Date is invalid',
  ageTooYoung: 'Policyholder must be 17 or older at time of cover start date.',
  ageTooOld: 'Policyholder must be 95 or younger at time of cover start date.',
  ageTooYoungAtRenewal: 'Policyholder must be 17 or older at time of renewal date.',
  ageTooOldAtRenewal: 'Policyholder must be 95 or younger at time of renewal date.',

  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  emailNotValid: 'That email address does not appear to be valid.',

  contactNumberRequired: 'Contact number is required',
  contactNumberInvalid: 'Contact number is invalid',
  contactNumberNumeric: 'Contact number must contain numbers only',
  mobileNumberRequired: 'Mobile number is required',
  mobileNumberInvalid: 'Mobile number is invalid',
  mobileNumberNumeric: 'Mobile number must contain numbers only',

  currentRegistrationRequired: 'Current vehicle registration is required',
  registrationInvalid: 'Registration number is invalid',
  registrationSameAsNew:
    'Current vehicle registration number cannot be the same as the New vehicle registration number.',

  policyNumberRequired: 'Policy number is required',
  policyNumberEightDigits: 'Your policy number should be 8 digits.',
  policyNumberNineDigits: 'Your policy number should be 9 digits.',
  policyNumberEightOrTenDigits: 'Your policy number should be 8 or 10 digits.',

  confirmByChecking: 'Please confirm by checking this box.',
  robotCheckRequired: 'Field is required',
  /** The spec's words, then what to do about them; the box is the widget's own. */
  robotCheckUnticked: "Field is required: tick \u201cI'm not a robot\u201d before you send this",
  agreeToContinue: 'Please agree to continue',
  answerToContinue: 'Please answer this question to continue',
  greenflagGetInTouch: 'Please get in touch with us.',

  fileType: 'Oops. Please only upload a PDF, JPEG, PNG or GIF.',
  fileTooLarge: 'Maximum file size exceeded',

  vehicleIncomplete: 'Please complete all your vehicle details',
  renewalPreferenceTooSoon:
    'Automatic renewal cannot be chosen when your renewal date is between 8 and 30 days away. Please choose another option.',

  eligibilityIncomplete: "Please make sure you've answered all the questions.",
  correctInvalidFields: 'Please correct invalid fields above before continuing',
} as const;

/**
 * Messages that do not say which question they are about ("Date is required", "Please agree to
 * continue"): an error summary names the question before them, since several
 * on one page would read alike and a summary entry must say what to fix on its own.
 */
const NAMELESS: ReadonlySet<string> = new Set([
  MESSAGES.dateRequired,
  MESSAGES.confirmByChecking,
  MESSAGES.robotCheckRequired,
  MESSAGES.agreeToContinue,
  MESSAGES.answerToContinue,
  `${MESSAGES.answerToContinue}.`,
  MESSAGES.fileType,
  MESSAGES.fileTooLarge,
]);
export const namesNoQuestion = (message: string): boolean =>
  NAMELESS.has(message) || message.startsWith('Date ');

/** Default message of each date check; a rule reference may override any of them. */
const CHECK_MESSAGES = {
  allParts: 'Date is incomplete',
  valid: MESSAGES.dateInvalid,
  notBefore1761: 'Year must be 1761 or later',
  notFutureYearBeyondDue: 'Date cannot be in a future year',
  notPast: 'Date cannot be in the past',
  notPastMonth: 'Date cannot be in a past month',
  notToday: 'Date cannot be today',
  notTomorrow: 'Date cannot be tomorrow',
  notAfterDue: 'Date cannot be after the due date',
  notBeyondCurrentMonth: 'Date cannot be beyond the current month',
  autoRenewLeadDays: 'Date must be more than the required number of days from today',
} as const satisfies Record<DateCheck, string>;

/** The date checks' defaults, and the messages of the spec's date windows (journey data names their dates). */
export const DATE_MESSAGES = {
  ...CHECK_MESSAGES,
  notAfterCoverStartPlus30: 'Date cannot be more than 30 days after the cover start date',
  notAfterCoverStartPlus90: 'Date cannot be more than 90 days after the cover start date',
  notAfterNowPlus30: 'Date cannot be more than 30 days from today',
  notBeforeCoverStart: 'Date cannot be before the cover start date',
  notAfterCoverEnd: 'Date cannot be after the cover end date',
  notBeforeBirth: 'Date cannot be before the date of birth',
  notMoreThan3YearsBeforeCoverStart: 'Date cannot be more than 3 years before the cover start date',
  notMoreThan5YearsBeforeCoverStart: 'Date cannot be more than 5 years before the cover start date',
} as const;

/** The auto-renew lead check names its brand's number of days (invented wording). */
export const autoRenewLeadMessage = (days: number): string =>
  `Date must be more than ${days} days from today`;
