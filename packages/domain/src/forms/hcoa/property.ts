import type { Question, Step } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { yesNoQuestion } from '../shared/fields.ts';

/**
 * The property questions of a home change of address: what the new home is, and the few
 * answers that put it outside what can be quoted online (those ask the customer to call).
 */
export const CALL_US_ABOUT_PROPERTY =
  "We can't quote for this home online. Please call {ourLine} ({phoneHours}) and we'll help you move your cover.";

const mustBe = (name: string, value: 'true' | 'false') => ({
  when: { field: name, equals: value === 'true' ? 'false' : 'true' },
  rules: [{ rule: 'equals', value, message: CALL_US_ABOUT_PROPERTY }] as const,
});

const propertyType: Question = {
  name: 'propertyType',
  kind: 'radio',
  label: 'What type of property is your new home?',
  options: [
    { value: 'HOUSE', label: 'House' },
    { value: 'BUNGALOW', label: 'Bungalow' },
    { value: 'FLAT', label: 'Flat or maisonette' },
  ],
  rules: [{ rule: 'required', message: MESSAGES.answerToContinue }],
  review: { label: 'Property type' },
};

const bedrooms: Question = {
  name: 'bedrooms',
  kind: 'select',
  label: 'How many bedrooms does it have?',
  options: ['1', '2', '3', '4', '5', '6'].map((value) => ({
    value,
    label: value === '6' ? '6 or more' : value,
  })),
  rules: [{ rule: 'required', message: MESSAGES.answerToContinue }],
  review: { label: 'Bedrooms' },
};

export const propertyStep: Step = {
  id: 'property-details',
  heading: 'Your new home',
  intro: 'Tell us about the home you are moving to.',
  invalidMessage: MESSAGES.correctInvalidFields,
  questions: [
    propertyType,
    bedrooms,
    yesNoQuestion('newHomeOwner', 'Do you own your new home?', MESSAGES.answerToContinue, {
      review: { label: 'Owned by you' },
    }),
    yesNoQuestion(
      'goodRepair',
      'Is the property in a good state of repair and built of brick, stone or concrete?',
      MESSAGES.answerToContinue,
      {
        review: { label: 'Good repair, standard construction' },
        conditionalRules: [mustBe('goodRepair', 'true')],
      },
    ),
    yesNoQuestion(
      'businessUse',
      'Will any part of the property be used for business, other than clerical work?',
      MESSAGES.answerToContinue,
      { review: { label: 'Business use' }, conditionalRules: [mustBe('businessUse', 'false')] },
    ),
  ],
};
