import { isFormCode } from '../formCodes.ts';
import { apiFormCode } from '../forms.ts';
import { isRecord } from '../isRecord.ts';
import { liveQuestions, liveSteps } from '../journeys/engine.ts';
import type { Journey, Question, QuestionKind } from '../journeys/journey.ts';
import { IMPORTANT_INFORMATION_STEP } from '../journeys/steps.ts';
import { anchorDate } from '../rules/dateAnchor.ts';
import {
  displayDateToStored,
  dropOlderThan,
  greenflagImportantInfo,
  stripSpaces,
  trimStrings,
  upperCased,
  withOtherText,
} from '../rules/normalise.ts';
import type { RuleContext } from '../rules/ruleRef.ts';

type Answers = Record<string, unknown>;

const SPACELESS_PATTERNS = new Set(['postcode', 'registration', 'ukPhone', 'mobile']);
const UPPERCASE_PATTERNS = new Set(['postcode', 'registration']);

const patternOf = (question: Question) =>
  question.rules.flatMap((ref) => (ref.rule === 'pattern' ? [ref.pattern] : []));

function textValue(question: Question, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const patterns = patternOf(question);
  let result = value.trim();
  if (patterns.some((p) => SPACELESS_PATTERNS.has(p))) result = stripSpaces(result);
  if (patterns.some((p) => UPPERCASE_PATTERNS.has(p))) result = result.toUpperCase();
  return result;
}

/** Yes/no radios are answered 'true'/'false' and stored as booleans. */
function choiceValue(question: Question, value: unknown, answers: Answers): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value !== 'string') return value;
  if (question.other && value === question.other.value) {
    const otherText = answers[question.other.field];
    return withOtherText(value, typeof otherText === 'string' ? otherText.trim() : '');
  }
  return value.trim();
}

const dateValue = (_q: Question, value: unknown): unknown =>
  typeof value === 'string' && value !== '' ? displayDateToStored(value) : value;

function vehicleValue(_q: Question, value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { make, model, yearOfManufacture, fuel, transmission } = value;
  return trimStrings({ make, model, yearOfManufacture, fuel, transmission });
}

function listValue(question: Question, value: unknown, answers: Answers, ctx: RuleContext): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry) => {
    if (!isRecord(entry)) return entry;
    const entryAnswers = { ...answers, ...entry };
    const stored: Answers = {};
    for (const field of question.item ?? []) {
      if (entry[field.name] !== undefined)
        stored[field.name] = normalise(field, entry[field.name], entryAnswers, ctx);
    }
    return stored;
  });
}

type Normaliser = (question: Question, value: unknown, answers: Answers, ctx: RuleContext) => unknown;

/** Storage normalisation, by question kind. */
const BY_KIND = {
  text: textValue,
  textarea: textValue,
  radio: choiceValue,
  radioAccordion: choiceValue,
  select: choiceValue,
  checkbox: (_q, value) => value === true,
  date: dateValue,
  dateOfBirth: dateValue,
  postcodeLookup: (_q, value) =>
    typeof value === 'string' ? stripSpaces(value.trim()).toUpperCase() : value,
  fileUpload: (_q, value) => value,
  vehicleLookup: vehicleValue,
  list: listValue,
} satisfies Record<QuestionKind, Normaliser>;

/** A list without its entries dated too long before the anchor; unchanged when the anchor is unknown. */
function withoutOldEntries(question: Question, value: unknown, answers: Answers, ctx: RuleContext): unknown {
  const drop = question.store?.dropOlderThan;
  if (!drop || !Array.isArray(value)) return value;
  const anchor = anchorDate(drop.relativeTo, { ...ctx, answers });
  return anchor === null ? value : dropOlderThan(value, drop.dateField, drop.years, anchor);
}

/** The question's kind normalises the answer, then its own storage options apply. */
function normalise(question: Question, value: unknown, answers: Answers, ctx: RuleContext): unknown {
  // Dropping old entries reads the display dates, so it runs on the raw list first.
  const kept = withoutOldEntries(question, value, answers, ctx);
  const kindValue = BY_KIND[question.kind](question, kept, answers, ctx);
  if (typeof kindValue !== 'string') return kindValue;
  if (question.store?.upperCase) return upperCased(kindValue);
  // A whole number typed with thousands separators ("6,000") is stored as its digits.
  return wholeNumber(question) ? kindValue.replaceAll(',', '') : kindValue;
}

const wholeNumber = (question: Question) =>
  question.rules.some((ref) => ref.rule === 'pattern' && ref.pattern === 'number');

/** Dotted names (`policyHolder.firstName`) nest in the record as the saved request's shapes. */
function setPath(record: Answers, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = record;
  for (const part of parts) {
    const child = node[part];
    node[part] = isRecord(child) ? child : {};
    node = node[part] as Answers;
  }
  node[last] = value;
}

function importantInfo(journey: Journey, answers: Answers, ctx: RuleContext): unknown {
  const checkboxes = (journey.importantInformation?.checkboxes ?? []).map(
    (_label, index) => answers[`checkbox${index}`] === true,
  );
  // A form saved under another call name (Greenflag's gcov, gcoa) takes the one-flag shape.
  const renamed = isFormCode(journey.form) && apiFormCode(journey.form, ctx.brand) !== journey.form;
  return renamed ? greenflagImportantInfo(checkboxes) : checkboxes;
}

/**
 * The request details record as the save call stores it: only live answers, normalised
 * and with brand and product. Call after `validateJourney` has passed.
 */
export function toSaveRecord(journey: Journey, answers: Answers, ctx: RuleContext): Answers {
  const record: Answers = {};
  const steps = liveSteps(journey, answers, ctx).filter((step) => step.id !== IMPORTANT_INFORMATION_STEP);
  for (const step of steps) {
    const live = liveQuestions(journey, step, answers, ctx);
    for (const question of step.questions) {
      const placeholder = question.store?.whenNotLive;
      if (!live.includes(question)) {
        if (placeholder !== undefined) setPath(record, question.name, placeholder);
        continue;
      }
      const value = answers[question.name];
      if (value !== undefined) setPath(record, question.name, normalise(question, value, answers, ctx));
      const lookup = question.lookup;
      if (lookup && 'addressField' in lookup && typeof answers[lookup.addressField] === 'string') {
        setPath(record, lookup.addressField, (answers[lookup.addressField] as string).trim());
        // A UPRN is kept only as digits: anything else is not a property reference.
        const uprn = lookup.uprnField ? answers[lookup.uprnField] : undefined;
        if (lookup.uprnField && typeof uprn === 'string' && /^\d{1,12}$/.test(uprn))
          setPath(record, lookup.uprnField, uprn);
      }
    }
  }
  if (journey.importantInformation) record.importantInfo = importantInfo(journey, answers, ctx);
  return { ...record, brand: ctx.brand, product: ctx.product };
}
