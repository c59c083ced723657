import { describe, expect, it } from 'vitest';
import { autoRenewLeadMessage, DATE_MESSAGES, MESSAGES } from './messages.ts';

/** The spec's own words. */
const SPEC_WORDING: Partial<Record<keyof typeof MESSAGES, string>> = {
  applicantFirstNameRequired: 'Applicant first name is required',
  applicantFirstNameInvalid: 'Applicant first name is invalid',
  firstNameRequired: 'First name is required',
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
  postcodeNotRecognised: 'We do not recognise that postcode. Please check and retry.',
  addressConfirmationRequired: 'Address confirmation is required',
  dobRequired: 'Date is required',
  dateInvalid: 'Date is invalid',
  ageTooYoung: 'Policyholder must be 17 or older at time of cover start date.',
  ageTooOld: 'Policyholder must be 95 or younger at time of cover start date.',
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  emailNotValid: 'That email address does not appear to be valid.',
  currentRegistrationRequired: 'Current vehicle registration is required',
  registrationInvalid: 'Registration number is invalid',
  registrationSameAsNew:
    'Current vehicle registration number cannot be the same as the New vehicle registration number.',
  policyNumberRequired: 'Policy number is required',
  policyNumberEightDigits: 'Your policy number should be 8 digits.',
  confirmByChecking: 'Please confirm by checking this box.',
  robotCheckRequired: 'Field is required',
  agreeToContinue: 'Please agree to continue',
  answerToContinue: 'Please answer this question to continue',
  fileType: 'Oops. Please only upload a PDF, JPEG, PNG or GIF.',
  fileTooLarge: 'Maximum file size exceeded',
  eligibilityIncomplete: "Please make sure you've answered all the questions.",
  correctInvalidFields: 'Please correct invalid fields above before continuing',
};

describe('messages', () => {
  it.each(Object.entries(SPEC_WORDING))('%s is the spec wording', (key, wording) => {
    expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(wording);
  });

  it('invented siblings keep the spec voice', () => {
    expect(MESSAGES.applicantLastNameRequired).toBe('Applicant last name is required');
    expect(MESSAGES.lastNameInvalid).toBe('Last name is invalid');
    expect(MESSAGES.mobileNumberRequired).toBe('Mobile number is required');
    expect(MESSAGES.contactNumberInvalid).toBe('Contact number is invalid');
  });

  it('the date check defaults reuse the spec "Date is invalid"', () => {
    expect(DATE_MESSAGES.valid).toBe('Date is invalid');
  });

  it('no message is blank or padded', () => {
    for (const message of [...Object.values(MESSAGES), ...Object.values(DATE_MESSAGES)]) {
      expect(message.trim()).toBe(message);
      expect(message.length).toBeGreaterThan(5);
    }
  });

  it('the auto-renew lead message names the days', () => {
    expect(autoRenewLeadMessage(42)).toBe('Date must be more than 42 days from today');
  });
});
