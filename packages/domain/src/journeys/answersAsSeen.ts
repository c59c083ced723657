import { isRecord } from '../isRecord.ts';
import { isFilled } from './conditions.ts';
import type { Journey, Question } from './journey.ts';
import { formatAnswer } from './review.ts';
import { IMPORTANT_INFORMATION_STEP } from './steps.ts';

type Answers = Record<string, unknown>;

export interface SeenAnswerGroup {
  /** The step's heading, as the customer read it. */
  heading: string;
  rows: { name: string; label: string; value: string }[];
}

/** A dotted name (`policyHolder.dob`) read from a saved record's nested shape. */
function readPath(record: Answers, path: string): unknown {
  let node: unknown = record;
  for (const part of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** `YYYY/MM/DD` → `DD/MM/YYYY`, `YYYY/MM` → `MM/YYYY`: the stored date as the customer typed it. */
const storedDateToDisplay = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const full = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (full) return `${full[3]}/${full[2]}/${full[1]}`;
  const month = /^(\d{4})\/(\d{2})$/.exec(value);
  return month ? `${month[2]}/${month[1]}` : value;
};

const isPostcode = (question: Question) =>
  question.kind === 'postcodeLookup' ||
  question.rules.some((ref) => ref.rule === 'pattern' && ref.pattern === 'postcode');

/** Postcodes are stored without their space; the inward code is always the last three characters. */
const spacedPostcode = (value: unknown): unknown =>
  typeof value === 'string' && /^[A-Z0-9]{5,7}$/.test(value)
    ? `${value.slice(0, -3)} ${value.slice(-3)}`
    : value;

/** A stored value back in the shape the question's answer had in the browser. */
function asAnswered(question: Question, value: unknown): unknown {
  if (isPostcode(question)) return spacedPostcode(value);
  // Some choices are stored in capitals (the driver's gender): find the option they came from.
  if (question.store?.upperCase && typeof value === 'string')
    return question.options?.find((option) => option.value.toUpperCase() === value)?.value ?? value;
  if (question.kind === 'date' || question.kind === 'dateOfBirth') return storedDateToDisplay(value);
  // Yes/no radios are stored as booleans and answered as 'true'/'false'.
  if (typeof value === 'boolean' && question.kind !== 'checkbox') return String(value);
  if (question.kind === 'list' && Array.isArray(value))
    return value.map((entry) =>
      isRecord(entry)
        ? Object.fromEntries(
            (question.item ?? []).map((field) => [field.name, asAnswered(field, entry[field.name])]),
          )
        : entry,
    );
  return value;
}

/**
 * A saved request's answers as the customer saw them on the review page: each question's label,
 * grouped under its step's heading, the value formatted by the question's kind. Read from the
 * stored record, so a question the customer never reached (not stored) is not listed.
 */
export function answersAsSeen(journey: Journey, details: Answers): SeenAnswerGroup[] {
  const questions = journey.steps.flatMap((step) => step.questions);
  const answers: Answers = {};
  for (const question of questions) {
    answers[question.name] = asAnswered(question, readPath(details, question.name));
    const lookup = question.lookup;
    if (lookup && 'addressField' in lookup)
      answers[lookup.addressField] = readPath(details, lookup.addressField);
  }
  return journey.steps
    .filter((step) => step.id !== IMPORTANT_INFORMATION_STEP)
    .map((step) => ({
      heading: step.heading,
      rows: step.questions
        .filter((question) => {
          const value = answers[question.name];
          return question.kind === 'list' ? Array.isArray(value) : isFilled(value) || value === false;
        })
        .map((question) => ({
          name: question.name,
          label: question.review?.label ?? question.label,
          value: formatAnswer(question, answers[question.name], answers),
        })),
    }))
    .filter((group) => group.rows.length > 0);
}
