import { daysBetween, londonToday, parseDisplayDate, toIsoDate, yearsBetween } from '../dates.ts';
import { isRecord } from '../isRecord.ts';
import { withBrandDetails } from './brandedMessage.ts';
import { anchorDate } from './dateAnchor.ts';
import { checkDate } from './dateChecks.ts';
import { MESSAGES } from './messages.ts';
import { matchesPattern } from './patterns.ts';
import { isPolicyNumberValid, policyNumberFormat } from './policyNumber.ts';
import type { DaysAway, RuleContext, RuleName, RuleRef } from './ruleRef.ts';
import { checkUpload } from './upload.ts';

/**
 * The one interpreter of rule references (rules/ruleRef.ts), run by the browser form and by the
 * server alike so the two can never disagree about an answer.
 */

type Checker<K extends RuleName> = (
  value: unknown,
  ref: Extract<RuleRef, { rule: K }>,
  ctx: RuleContext,
) => string | null;

/**
 * Missing means nothing to judge: absent, blank text, a date with no part typed (`//`),
 * an empty list, or a record whose every field is missing. `false` is an answer.
 */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.replace(/[\s/]/g, '') === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(isEmptyAnswer);
  return false;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Length in characters as a person counts them (an emoji or accented letter is one). */
const charCount = (text: string) => [...text].length;

const comparable = (value: unknown) => asText(value).replace(/\s+/g, '').toUpperCase();

/** Whether `date` lies within the span of days ahead of `today` (both ISO London dates). */
export function isDaysAway(today: string, date: string, span: DaysAway): boolean {
  const away = daysBetween(today, date);
  return away > span.moreThan && away <= span.atMost;
}

/** A record's value for a field, or for the first of its alternative names that is present. */
const fieldValue = (record: Record<string, unknown>, field: string | readonly string[]) =>
  typeof field === 'string'
    ? record[field]
    : field.map((name) => record[name]).find((value) => value != null);

const CHECKERS = {
  required: (value, ref) => (isEmptyAnswer(value) ? ref.message : null),
  pattern: (value, ref) => (matchesPattern(ref.pattern, asText(value)) ? null : ref.message),
  length: (value, ref) => {
    const text = asText(value).trim();
    const forMin = ref.ignoreSpaces ? text.replace(/\s+/g, '') : text;
    if (ref.min !== undefined && charCount(forMin) < ref.min) return ref.message;
    if (ref.max !== undefined && charCount(text) > ref.max) return ref.message;
    return null;
  },
  checked: (value, ref) => (value === true ? null : (ref.message ?? MESSAGES.confirmByChecking)),
  equals: (value, ref) => (value === ref.value ? null : ref.message),
  date: (value, ref, ctx) =>
    checkDate(parseDisplayDate(asText(value), ref.format), ref.checks, ctx, ref.messages),
  age: (value, ref, ctx) => {
    const birth = toIsoDate(value);
    if (birth === null) return null; // the date rule reports an unreadable date of birth
    // Before the anchor is answered, today stands in.
    const at = anchorDate(ref.relativeTo, ctx) ?? londonToday(ctx.now);
    const age = yearsBetween(birth, at);
    if (age < ref.min) return ref.messages.tooYoung;
    // "under 95" wins over the message's "95 or younger": turning 95 fails.
    if (age >= ref.max) return ref.messages.tooOld;
    return null;
  },
  policyNumber: (value, ref, ctx) => {
    const format = policyNumberFormat(ref, ctx);
    if (isEmptyAnswer(value)) return format.required ? MESSAGES.policyNumberRequired : null;
    return isPolicyNumberValid(asText(value), format) ? null : (ref.message ?? format.message);
  },
  differsFrom: (value, ref, ctx) => {
    const other = ref.field !== undefined ? ctx.answers[ref.field] : ref.stored && ctx.stored?.[ref.stored];
    const otherText = comparable(other);
    return otherText !== '' && otherText === comparable(value) ? ref.message : null;
  },
  requiredWhenMonthlyDD: (value, ref, ctx) =>
    ctx.paymentType === 'MONTHLY_DD' && value !== true ? (ref.message ?? MESSAGES.agreeToContinue) : null,
  refusedWhenDaysAway: (value, ref, ctx) => {
    const anchor = anchorDate(ref.relativeTo, ctx);
    if (anchor === null || asText(value).toUpperCase() !== ref.value.toUpperCase()) return null;
    return isDaysAway(londonToday(ctx.now), anchor, ref.daysAway) ? ref.message : null;
  },
  fieldsComplete: (value, ref) => {
    if (!isRecord(value)) return ref.message;
    return ref.fields.some((field) => isEmptyAnswer(fieldValue(value, field))) ? ref.message : null;
  },
  file: (value) => {
    const files = Array.isArray(value) ? value : [value];
    for (const file of files) {
      const message = checkUpload(file);
      if (message) return message;
    }
    return null;
  },
  nonEmptyList: (value, ref) => (Array.isArray(value) && value.length > 0 ? null : ref.message),
} satisfies { [K in RuleName]: Checker<K> };

/** Rules that speak about missing answers; every other rule lets an empty optional answer pass. */
const RUN_WHEN_EMPTY: ReadonlySet<RuleName> = new Set([
  'required',
  'checked',
  'requiredWhenMonthlyDD',
  'nonEmptyList',
  'policyNumber',
]);

/** Runs the references in order and returns the first failing message, or null when valid. */
export function checkRules(refs: readonly RuleRef[], value: unknown, ctx: RuleContext): string | null {
  const empty = isEmptyAnswer(value);
  for (const ref of refs) {
    if (empty && !RUN_WHEN_EMPTY.has(ref.rule)) continue;
    // TypeScript cannot correlate `ref.rule` with its checker's parameter; the map's
    // `satisfies` clause above is what guarantees each checker receives its own kind.
    const checker = CHECKERS[ref.rule] as Checker<RuleName>;
    const message = checker(value, ref, ctx);
    if (message !== null) return withBrandDetails(message, ctx);
  }
  return null;
}
