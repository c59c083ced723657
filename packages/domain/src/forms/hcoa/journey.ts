import type { Journey, Question, Step } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { coverStartDate, eligibilityStep, moveStatus } from '../shared/eligibility.ts';
import {
  ACCURATE_INFORMATION,
  PRICE_MAY_CHANGE,
  QUOTE_CHECKS_HEADING,
} from '../shared/importantInformation.ts';
import { newAddressQuestion } from '../shared/newAddress.ts';
import { yourDetailsStep } from '../shared/yourDetails.ts';
import { propertyStep } from './property.ts';

/**
 * Change your address (home): home triage has found no policy to sign in to at the address; the
 * move, who is asking, the new address (with its UPRN), the new property, review, checks. The
 * quote is emailed within 3 hours (the card's progress bar).
 */

/** The first line of the current address, which home policies are held against. */
const addressFirstLine: Question = {
  name: 'policyHolder.addressFirstLine',
  kind: 'text',
  label: 'First line of your current address',
  input: { autoComplete: 'address-line1' },
  rules: [
    { rule: 'required', message: MESSAGES.firstLineRequired },
    { rule: 'pattern', pattern: 'freeText', message: MESSAGES.firstLineInvalid },
    { rule: 'length', min: 2, max: 100, message: MESSAGES.firstLineInvalid },
  ],
  review: { label: 'First line of current address' },
};

/**
 * Where documents go. The choice of the current (other) address is offered only when the move
 * is 7 to 30 days away; otherwise documents go to the new address.
 */
const postDocumentAddress: Question = {
  name: 'postDocumentAddress',
  kind: 'radio',
  label: 'Where should we send your policy documents?',
  options: [
    { value: 'NEW_ADDRESS', label: 'To my new address' },
    { value: 'CURRENT_ADDRESS', label: 'To my current address' },
  ],
  dependsOn: { field: 'coverStartDate', daysFromToday: { min: 7, max: 30 } },
  store: { whenNotLive: 'NEW_ADDRESS' },
  rules: [{ rule: 'required', message: MESSAGES.addressConfirmationRequired }],
  review: { label: 'Send documents to' },
};

const shared = yourDetailsStep({ vehicleRegistration: false, postcodeLabel: 'Current postcode' });
const confirmation = shared.questions.at(-1);
const yourDetails: Step = {
  ...shared,
  questions: [
    ...shared.questions.slice(0, -1),
    addressFirstLine,
    postDocumentAddress,
    ...(confirmation ? [confirmation] : []),
  ],
};

const newAddress: Step = {
  id: 'new-address-details',
  heading: 'Your new address',
  invalidMessage: MESSAGES.correctInvalidFields,
  questions: [newAddressQuestion({ uprnField: 'uprn' })],
};

export const journey: Journey = {
  form: 'hcoa',
  steps: [
    eligibilityStep({
      heading: 'Change your address',
      intro: 'First, tell us about your move.',
      start: [moveStatus, { ...coverStartDate, label: 'When did you move, or when are you moving?' }],
      declaration: 'I confirm the new address will be my main home.',
    }),
    yourDetails,
    newAddress,
    propertyStep,
  ],
  review: {
    sections: [
      {
        id: 'amendment-dates',
        heading: 'Amendment start date',
        step: 'eligibility',
        changeLabel: 'Amend start date',
      },
      { id: 'your-details', heading: 'Your details', step: 'your-details' },
      { id: 'new-details', heading: 'Your new address', step: 'new-address-details' },
      { id: 'property', heading: 'Your new home', step: 'property-details' },
    ],
    submitLabel: 'Next',
  },
  importantInformation: {
    heading: QUOTE_CHECKS_HEADING,
    checkboxes: [
      ACCURATE_INFORMATION,
      'I confirm everyone insured on my policy is moving to the new address with me.',
      PRICE_MAY_CHANGE,
    ],
  },
  success: {
    heading: 'Thanks for your request',
    body: [
      "We'll email your quote to the address you gave us within 3 hours during our processing hours.",
      'Follow the link in the email to accept or decline the quote, and pay by card if there is anything to pay.',
      "We'll update your policy once your payment is confirmed.",
    ],
  },
};
