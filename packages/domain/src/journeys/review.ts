import { isRecord } from '../isRecord.ts';
import { groupDigits } from '../money.ts';
import type { RuleContext } from '../rules/ruleRef.ts';
import { isFilled } from './conditions.ts';
import { liveQuestions, liveSteps } from './engine.ts';
import type { Journey, Question, QuestionKind, StepId } from './journey.ts';

type Answers = Record<string, unknown>;

export interface ReviewRow {
  name: string;
  label: string;
  value: string;
}
export interface ReviewSectionView {
  id: string;
  heading: string;
  step: StepId;
  changeLabel: string;
  rows: ReviewRow[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function optionLabel(question: Question, value: unknown, answers: Answers): string {
  if (question.other && value === question.other.value)
    return `Other (${text(answers[question.other.field])})`;
  return question.options?.find((option) => option.value === value)?.label ?? text(value);
}

/** Whole numbers read better with thousands separators (mileage, amounts). */
function plainText(question: Question, value: unknown): string {
  const raw = text(value);
  const numeric = question.rules.some((ref) => ref.rule === 'pattern' && ref.pattern === 'number');
  return numeric && /^\d+$/.test(raw) ? groupDigits(raw) : raw;
}

function vehicleText(value: unknown): string {
  if (!isRecord(value)) return '';
  const { make, model, yearOfManufacture, fuel, transmission } = value;
  const name = [make, model].map(text).filter(Boolean).join(' ');
  const year = text(yearOfManufacture) || text(String(yearOfManufacture ?? ''));
  return [year ? `${name} (${year})` : name, text(fuel), text(transmission)].filter(Boolean).join(', ');
}

function fileText(value: unknown): string {
  const files = Array.isArray(value) ? value : [value];
  return files
    .map((file) => (isRecord(file) ? text(file.name) : ''))
    .filter(Boolean)
    .join(', ');
}

function listText(question: Question, value: unknown, answers: Answers): string {
  if (!Array.isArray(value) || value.length === 0) return 'None';
  return value
    .map((entry) => {
      const entryAnswers = { ...answers, ...(isRecord(entry) ? entry : {}) };
      return (question.item ?? [])
        .map((field) => formatAnswer(field, entryAnswers[field.name], entryAnswers))
        .filter(Boolean)
        .join(', ');
    })
    .join('; ');
}

type Formatter = (question: Question, value: unknown, answers: Answers) => string;

/** Each question kind owns its summary formatting. */
const FORMATTERS = {
  radio: optionLabel,
  radioAccordion: optionLabel,
  select: optionLabel,
  checkbox: (_q, value) => (value === true ? 'Yes' : 'No'),
  // Date answers are already display strings, DD/MM/YYYY or MM/YYYY.
  date: (_q, value) => text(value),
  dateOfBirth: (_q, value) => text(value),
  text: plainText,
  textarea: plainText,
  postcodeLookup: (question, value, answers) => {
    const lookup = question.lookup;
    const address = lookup && 'addressField' in lookup ? text(answers[lookup.addressField]) : '';
    const postcode = text(value).toUpperCase();
    // Address book lines usually end with their postcode already: show it once.
    const compact = (line: string) => line.replace(/\s+/g, '').toUpperCase();
    if (postcode && compact(address).endsWith(compact(postcode))) return address;
    return [address, postcode].filter(Boolean).join(', ');
  },
  fileUpload: (_q, value) => fileText(value),
  vehicleLookup: (_q, value) => vehicleText(value),
  list: listText,
} satisfies Record<QuestionKind, Formatter>;

export function formatAnswer(question: Question, value: unknown, answers: Answers): string {
  return FORMATTERS[question.kind](question, value, answers);
}

/** The review page's sections: each lists the answered, reviewable live questions of its step. */
export function reviewSections(journey: Journey, answers: Answers, ctx: RuleContext): ReviewSectionView[] {
  const live = new Map(liveSteps(journey, answers, ctx).map((step) => [step.id, step]));
  return journey.review.sections.flatMap((section) => {
    const step = live.get(section.step);
    if (!step) return [];
    const rows = liveQuestions(journey, step, answers, ctx)
      .filter((question) => question.review && (question.kind === 'list' || isFilled(answers[question.name])))
      .map((question) => ({
        name: question.name,
        label: question.review?.label ?? question.label,
        value: formatAnswer(question, answers[question.name], answers),
      }));
    return [
      {
        id: section.id,
        heading: section.heading,
        step: section.step,
        changeLabel: section.changeLabel ?? 'Change',
        rows,
      },
    ];
  });
}
