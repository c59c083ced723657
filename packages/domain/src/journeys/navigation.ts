import { brandSettings } from '../brands/registry.ts';
import { isFormCode } from '../formCodes.ts';
import type { RuleContext } from '../rules/ruleRef.ts';
import { isFilled } from './conditions.ts';
import { liveQuestions, liveSteps } from './engine.ts';
import type { Journey, JourneyStart, Question, Step, StepCount, StepId } from './journey.ts';
import { IMPORTANT_INFORMATION_STEP, REVIEW_STEP, SUCCESS_STEP } from './steps.ts';

type Answers = Record<string, unknown>;

/** Where Back goes from the journey's first step. */
export const TRIAGE_STEP = 'triage';

/** The live route order: the journey's steps, review, important information (when present), success. */
export function stepOrder(journey: Journey, answers: Answers, ctx: RuleContext): StepId[] {
  const live = liveSteps(journey, answers, ctx).map((step) => step.id);
  const own = live.filter((id) => id !== IMPORTANT_INFORMATION_STEP);
  const info = live.includes(IMPORTANT_INFORMATION_STEP) ? [IMPORTANT_INFORMATION_STEP] : [];
  return [...own, REVIEW_STEP, ...info, SUCCESS_STEP];
}

/** The step a journey starts on (after triage). */
export function firstStepPath(journey: Journey, answers: Answers, ctx: RuleContext): StepId {
  return stepOrder(journey, answers, ctx)[0] ?? REVIEW_STEP;
}

export function nextStepPath(journey: Journey, stepId: StepId, answers: Answers, ctx: RuleContext): string {
  const order = stepOrder(journey, answers, ctx);
  const index = order.indexOf(stepId);
  if (index === -1) return order[0] ?? SUCCESS_STEP;
  return order[index + 1] ?? SUCCESS_STEP;
}

export function previousStepPath(
  journey: Journey,
  stepId: StepId,
  answers: Answers,
  ctx: RuleContext,
): string {
  const order = stepOrder(journey, answers, ctx);
  const index = order.indexOf(stepId);
  return index > 0 ? (order[index - 1] ?? TRIAGE_STEP) : TRIAGE_STEP;
}

const REQUIRING_RULES = new Set(['required', 'checked', 'nonEmptyList', 'fieldsComplete']);

/** The light completeness check, not full validation. */
function questionIncomplete(question: Question, value: unknown): boolean {
  const requiring = question.rules.some((ref) => REQUIRING_RULES.has(ref.rule));
  if (requiring && !isFilled(value)) return true;
  if (question.rules.some((ref) => ref.rule === 'checked') && value !== true) return true;
  if ((question.kind === 'date' || question.kind === 'dateOfBirth') && isFilled(value)) {
    const minLength = question.dateOptions?.format === 'month-year' ? 7 : 10;
    return typeof value !== 'string' || value.length < minLength;
  }
  return false;
}

function stepIncomplete(journey: Journey, step: Step, answers: Answers, ctx: RuleContext): boolean {
  return liveQuestions(journey, step, answers, ctx).some((question) =>
    questionIncomplete(question, answers[question.name]),
  );
}

/**
 * When an earlier live step is incomplete, the step to send the customer back to; null when
 * every step before `stepId` is complete.
 */
export function stepGuard(
  journey: Journey,
  stepId: StepId,
  answers: Answers,
  ctx: RuleContext,
): StepId | null {
  const order = stepOrder(journey, answers, ctx);
  const target = order.indexOf(stepId);
  const before = new Set(target === -1 ? [] : order.slice(0, target));
  const earlier = liveSteps(journey, answers, ctx).filter((step) => before.has(step.id));
  return earlier.find((step) => stepIncomplete(journey, step, answers, ctx))?.id ?? null;
}

/**
 * "Step x of y" counts the pages this customer will see, on every page alike:
 * the triage page when it shows a counter (Green Flag's policy-number triage), the journey's
 * steps live for these answers, review and confirm, and important information when the journey
 * has it. The spec's fixed totals per form (route data `totalSteps`) said "of 5" on journeys that
 * end after 3 and changed their total between pages, so the counter follows the journey itself.
 */
export function countedPages(journey: Journey, answers: Answers, ctx: RuleContext): StepId[] {
  const pages = stepOrder(journey, answers, ctx).filter((id) => id !== SUCCESS_STEP);
  return triageCounted(ctx) ? [TRIAGE_STEP, ...pages] : pages;
}

/** Triage pages that show "Step 1 of y": the policy-number triage (the others find the policy before the journey starts). */
const triageCounted = (ctx: RuleContext): boolean =>
  isFormCode(ctx.form) && brandSettings(ctx.brand).policyNumberTriage === true;

export function stepCounter(stepId: StepId, journey: Journey, answers: Answers, ctx: RuleContext): StepCount {
  const pages = countedPages(journey, answers, ctx);
  const index = pages.indexOf(stepId);
  return { step: index === -1 ? pages.length : index + 1, of: pages.length };
}

/**
 * The triage page's part of the journey. The server works it out as it draws triage and hands it
 * over, so the browser hydrates triage without loading the journey definition first.
 */
export const journeyStart = (journey: Journey, answers: Answers, ctx: RuleContext): JourneyStart => ({
  firstStep: firstStepPath(journey, answers, ctx),
  counter: stepCounter(TRIAGE_STEP, journey, answers, ctx),
});
