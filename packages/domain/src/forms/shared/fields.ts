import type { Condition, Option, Question } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import type { DateCheck, DateWindow, RuleRef } from '../../rules/ruleRef.ts';

/**
 * Question builders shared by the journey definitions, so a rule written once (names 2-20,
 * yes/no answers, date checks) reads the same in every form.
 */

/** Yes/no radios answer 'true' / 'false'; the save record turns them into booleans. */
export const YES_NO: readonly Option[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
export const isYes = (field: string) => ({ field, equals: 'true' }) as const;
export const isNo = (field: string) => ({ field, equals: 'false' }) as const;

/** Names: required, the name pattern, 2-20 characters. */
export function nameQuestion(
  name: string,
  label: string,
  messages: { required: string; invalid: string },
  extra: Partial<Question> = {},
): Question {
  return {
    name,
    kind: 'text',
    label,
    input: { autoComplete: 'off' },
    rules: [
      { rule: 'required', message: messages.required },
      { rule: 'pattern', pattern: 'name', message: messages.invalid },
      { rule: 'length', min: 2, max: 20, message: messages.invalid },
    ],
    review: { label },
    ...extra,
  };
}

export function yesNoQuestion(
  name: string,
  label: string,
  required: string,
  extra: Partial<Question> = {},
): Question {
  return {
    name,
    kind: 'radio',
    label,
    options: YES_NO,
    rules: [{ rule: 'required', message: required }],
    review: { label },
    ...extra,
  };
}

export const requiredDate = (
  checks: readonly (DateCheck | DateWindow)[],
  extra: Partial<Extract<RuleRef, { rule: 'date' }>> = {},
) =>
  [
    { rule: 'required', message: MESSAGES.dateRequired },
    { rule: 'date', checks: ['allParts', 'valid', 'notBefore1761', ...checks], ...extra },
  ] as const satisfies readonly RuleRef[];

/** Dates that lie in the past by nature (claims, convictions, purchases): the calendar must offer them. */
export const PAST_DATE_OPTIONS = { format: 'day-month-year', enablePast: true } as const;

export function dateQuestion(
  name: string,
  label: string,
  checks: readonly (DateCheck | DateWindow)[],
  extra: Partial<Question> = {},
): Question {
  return {
    name,
    kind: 'date',
    label,
    hint: 'For example, 27/03/2025',
    dateOptions: { format: 'day-month-year' },
    rules: requiredDate(checks),
    review: { label },
    ...extra,
  };
}

export function registrationQuestion(
  name: string,
  label: string,
  required: string,
  extra: Partial<Question> = {},
): Question {
  return {
    name,
    kind: 'text',
    label,
    hint: 'For example, AB12 CDE',
    input: { autoComplete: 'off', uppercase: true },
    rules: [
      { rule: 'required', message: required },
      { rule: 'pattern', pattern: 'registration', message: MESSAGES.registrationInvalid },
    ],
    review: { label },
    ...extra,
  };
}

export function confirmationQuestion(
  name: string,
  label: string,
  message: string = MESSAGES.confirmByChecking,
): Question {
  return { name, kind: 'checkbox', label, rules: [{ rule: 'checked', message }] };
}

/** Why something changed: a choice of reasons plus Other, whose free text is saved as 'Other (text)'. */
export function reasonQuestions(
  label: string,
  reasons: readonly Option[],
  dependsOn?: Condition,
  reviewLabel = 'Reason for the change',
): Question[] {
  const reasonOther: Condition = { field: 'reason', equals: 'Other' };
  return [
    {
      name: 'reason',
      kind: 'radio',
      label,
      ...(dependsOn ? { dependsOn } : {}),
      options: [...reasons, { value: 'Other', label: 'Other' }],
      other: { value: 'Other', field: 'reasonOther' },
      rules: [{ rule: 'required', message: 'Reason is required' }],
      review: { label: reviewLabel },
    },
    {
      name: 'reasonOther',
      kind: 'text',
      label: 'Please tell us the reason',
      dependsOn: dependsOn ? { all: [dependsOn, reasonOther] } : reasonOther,
      rules: [
        { rule: 'required', message: 'Other reason is required' },
        { rule: 'pattern', pattern: 'freeText', message: 'Other reason is invalid' },
        { rule: 'length', max: 100, message: 'Other reason is invalid' },
      ],
    },
  ];
}
