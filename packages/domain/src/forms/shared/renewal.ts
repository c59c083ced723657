import { addDaysIso, addYearsIso } from '../../dates.ts';
import type { Journey, Step } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import type { ChangeFromDetails } from '../formCard.ts';
import { AGE_AT_RENEWAL, DATE_WINDOWS } from './dateRules.ts';
import { confirmationQuestion, dateQuestion, yesNoQuestion } from './fields.ts';
import { ACCURATE_INFORMATION, QUOTE_CHECKS_HEADING } from './importantInformation.ts';
import { RECEIVED_HEADING } from './simpleRequest.ts';
import { type YourDetailsOptions, yourDetailsStep } from './yourDetails.ts';

/**
 * What the two renewal journeys (mor, hor) share: the renewal details step, the renewal's
 * amendedDTO and how a saved renewal becomes the priced change. The renewal is priced from the
 * policy on record, never from dates the browser sends: the new term starts the day after the
 * current cover ends and runs a year.
 */

/** The renewal date: not in the past and no more than 30 days away. */
export const renewalDateQuestion = dateQuestion(
  'renewalDate',
  'When is your policy due for renewal?',
  ['notPast', DATE_WINDOWS.renewalStartPlus30],
  {
    hint: "You'll find this on your renewal invitation. For example, 27/03/2027",
    review: { label: 'Renewal date' },
  },
);

/** Said where it first applies, with the way forward: the brand's number and hours (rules/brandedMessage.ts). */
export const CALL_US_TO_CHANGE =
  'Please call {ourLine} ({phoneHours}) to renew a policy whose details have changed, so we can give you the right price.';

/** The step that opens a renewal: when it renews, whether anything has changed, and the declaration. */
export function renewalDetailsStep(options: {
  heading: string;
  changedLabel: string;
  declaration: string;
}): Step {
  return {
    id: 'eligibility',
    heading: options.heading,
    intro: 'First, tell us about your renewal.',
    invalidMessage: MESSAGES.eligibilityIncomplete,
    questions: [
      renewalDateQuestion,
      yesNoQuestion('detailsChanged', options.changedLabel, MESSAGES.answerToContinue, {
        review: { label: 'Anything changed' },
        conditionalRules: [
          {
            when: { field: 'detailsChanged', equals: 'true' },
            rules: [{ rule: 'equals', value: 'false', message: CALL_US_TO_CHANGE }],
          },
        ],
      }),
      confirmationQuestion('eligibilityConfirmation', options.declaration, MESSAGES.agreeToContinue),
    ],
  };
}

/** The next term of the policy on record: from the day after cover ends, for a year. */
export const changeFromDetails: ChangeFromDetails = (_details, policy) => {
  const renewalDate = addDaysIso(policy.coverEndDate, 1);
  const termEndDate = addDaysIso(addYearsIso(renewalDate, 1), -1);
  return {
    change: { kind: 'renewal', renewalDate, termEndDate },
    effectiveDate: renewalDate,
    coverEndDate: termEndDate,
    amendedDto: { renewalDate, termEndDate },
  };
};

const RENEWAL_SUCCESS_BODY: readonly string[] = [
  "We'll email your renewal quote to the address you gave us, usually within minutes during our processing hours.",
  'Follow the link in the email to review your renewal price and pay for your new policy year.',
  'Your quote stays valid until your renewal date.',
];

/**
 * A renewal journey (mor, hor): the renewal details, then your details with the age measured at
 * the renewal date, review, checks.
 */
export function renewalJourney(options: {
  form: string;
  details: Parameters<typeof renewalDetailsStep>[0];
  yourDetails: Omit<YourDetailsOptions, 'ageRule'>;
}): Journey {
  return {
    form: options.form,
    steps: [
      renewalDetailsStep(options.details),
      yourDetailsStep({ ...options.yourDetails, ageRule: AGE_AT_RENEWAL }),
    ],
    review: {
      sections: [
        {
          id: 'amendment-dates',
          heading: 'Your renewal',
          step: 'eligibility',
          changeLabel: 'Amend renewal date',
        },
        { id: 'your-details', heading: 'Your details', step: 'your-details' },
      ],
      submitLabel: 'Next',
    },
    importantInformation: {
      heading: QUOTE_CHECKS_HEADING,
      checkboxes: [
        ACCURATE_INFORMATION,
        "I understand my renewal price is for the next year of cover, and that I'll be emailed a quote to pay before my policy renews.",
      ],
    },
    success: { heading: RECEIVED_HEADING, body: RENEWAL_SUCCESS_BODY },
  };
}
