import type { Question, ReviewSection, Step } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { DATE_WINDOWS } from './dateRules.ts';
import { confirmationQuestion, dateQuestion, isNo, isYes, yesNoQuestion } from './fields.ts';

export const ELIGIBILITY_MESSAGE = MESSAGES.eligibilityIncomplete;
export const AGREE_MESSAGE = MESSAGES.agreeToContinue;

/** The change may start today or later, but no later than the due date of static data. */
export const coverStartDate: Question = dateQuestion(
  'coverStartDate',
  'When would you like the change to start?',
  ['notPast', 'notAfterDue'],
  {
    review: { label: 'Amendment start date' },
    // "From today" or "already moved" fills the date in: it is sent and reviewed, not asked.
    hiddenWhen: {
      any: [
        { field: 'coverStartDateFlag', equals: 'TODAY' },
        { field: 'moveStatus', equals: 'MOVED' },
      ],
    },
    // A later start date cannot be today.
    conditionalRules: [
      {
        when: { field: 'coverStartDateFlag', equals: 'LATER' },
        rules: [{ rule: 'date', checks: ['notToday'] }],
      },
    ],
  },
);

export const coverStartDateFlag: Question = {
  name: 'coverStartDateFlag',
  // An accordion: "Your change will start today." shows under the chosen option only.
  kind: 'radioAccordion',
  label: 'Do you want the change to start today?',
  options: [
    { value: 'TODAY', label: 'Yes, from today', info: 'Your change will start today.' },
    { value: 'LATER', label: 'No, from a later date' },
  ],
  rules: [{ rule: 'required', message: MESSAGES.answerToContinue }],
  // Changing the flag clears the date; "from today" sets it (as MOVED does on coa).
  effects: { clears: ['coverStartDate'], setToday: { field: 'coverStartDate', when: 'TODAY' } },
};

/** coa's first question: MOVED sets the cover start date to today, any other answer clears it. */
export const moveStatus: Question = {
  name: 'moveStatus',
  kind: 'radioAccordion',
  label: 'Have you already moved?',
  options: [
    { value: 'MOVED', label: "Yes, I've already moved", info: 'Your change of address will start today.' },
    { value: 'MOVE_CONFIRMED', label: "No, but I've got a confirmed moving date" },
    { value: 'MOVE_NOT_CONFIRMED', label: "No, and I haven't got a confirmed moving date yet" },
  ],
  rules: [{ rule: 'required', message: MESSAGES.answerToContinue }],
  effects: { clears: ['coverStartDate'], setToday: { field: 'coverStartDate', when: 'MOVED' } },
  conditionalRules: [
    {
      when: { field: 'moveStatus', equals: 'MOVE_NOT_CONFIRMED' },
      rules: [
        {
          rule: 'equals',
          value: 'MOVED',
          message: 'Please come back to change your address once you have a confirmed moving date.',
        },
      ],
    },
  ],
};

export const tempChangeFlag: Question = {
  name: 'tempChangeFlag',
  kind: 'radio',
  label: 'Is this a permanent or temporary change?',
  options: [
    { value: 'false', label: 'Permanent' },
    { value: 'true', label: 'Temporary' },
  ],
  rules: [{ rule: 'required', message: MESSAGES.answerToContinue }],
  review: { label: 'Type of change' },
};

/** Temporary changes end no later than 30 days after they start. */
export const coverEndDate = (dependsOn?: Question['dependsOn']): Question =>
  dateQuestion(
    'coverEndDate',
    'When would you like the change to end?',
    [DATE_WINDOWS.notBeforeCoverStart, DATE_WINDOWS.notAfterCoverStartPlus30],
    { review: { label: 'Amendment end date' }, ...(dependsOn ? { dependsOn } : {}) },
  );

/**
 * Named conditions on the change type, declared by the eligibility step for the whole journey:
 * later steps refer to them as `{ ref: 'permanentChange' }` (cov's mileage questions).
 */
export const TEMP_CHANGE_CONDITIONS = {
  permanentChange: isNo('tempChangeFlag'),
  temporaryChange: isYes('tempChangeFlag'),
} as const;

export const temporaryEnd = coverEndDate({ ref: 'temporaryChange' });

export const ukResident: Question = yesNoQuestion(
  'ukResident',
  'Has the driver lived in the UK continuously for the last 12 months?',
  MESSAGES.answerToContinue,
  {
    conditionalRules: [
      {
        when: { ref: 'permanentChange' },
        rules: [
          {
            rule: 'equals',
            value: 'true',
            message: 'We can only add a permanent driver who has lived in the UK for the last 12 months.',
          },
        ],
      },
    ],
  },
);

export interface EligibilityOptions {
  heading: string;
  intro?: string;
  /** The cover start questions (the first two), then the rest, revealed one at a time. */
  start: readonly [Question, Question];
  rest?: readonly Question[];
  declaration: string;
  /** coa shows every question at once: its questions are not gated on the cover start date. */
  revealAll?: boolean;
}

/** Eligibility: cover start first, the rest one at a time, the declaration always. */
export function eligibilityStep(options: EligibilityOptions): Step {
  const questions = [
    ...options.start,
    ...(options.rest ?? []),
    confirmationQuestion('eligibilityConfirmation', options.declaration, AGREE_MESSAGE),
  ];
  return {
    id: 'eligibility',
    heading: options.heading,
    ...(options.intro ? { intro: options.intro } : {}),
    invalidMessage: ELIGIBILITY_MESSAGE,
    reveal: { leading: options.revealAll ? questions.length : 2, alwaysShown: ['eligibilityConfirmation'] },
    conditions: TEMP_CHANGE_CONDITIONS,
    questions,
  };
}

export const datesSection = (changeLabel: 'Amend dates' | 'Amend start date'): ReviewSection => ({
  id: 'amendment-dates',
  heading: changeLabel === 'Amend dates' ? 'Amendment start and end dates' : 'Amendment start date',
  step: 'eligibility',
  changeLabel,
});

export const QUOTE_SUCCESS_BODY: readonly string[] = [
  "We'll email your quote to the address you gave us, usually within minutes during our processing hours.",
  'Follow the link in the email to review your quote, then accept it and pay any difference, or decline it.',
  "Your policy won't change until you've accepted the quote and we've confirmed the change.",
];
