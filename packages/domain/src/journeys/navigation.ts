import type { RuleContext } from '../rules/ruleRef.ts';
import { isFilled } from './conditions.ts';
import { liveQuestions, liveSteps } from './engine.ts';
import type { Journey, Question, Step, StepCount, StepId } from './journey.ts';
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

const REQUIRING_RULES = new Set(['required', 'checked', 'nonEmptyList', 'vehicleComplete']);

/** §4 "Step guard before review": the light completeness check, not full validation. */
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
 * "Step x of y", out of the form's `totalSteps` (its route data) on every page of the journey, so
 * the counter agrees with itself: the journey's own steps in order, then review, then important
 * information. The spec's fixed "4 of 5" and "2 of 2" on review contradicted the route data's
 * totals on the steps before it ("of 6" then "4 of 5" on coa), so the route data wins, as the spec
 * allows ("unless route data gives its own"); a journey may still set its own review counter.
 */
export function stepCounter(stepId: StepId, journey: Journey, totalSteps: number): StepCount {
  const own = journey.steps.length;
  const at = (step: number): StepCount => ({ step: Math.min(step, totalSteps), of: totalSteps });
  if (stepId === REVIEW_STEP) return journey.review.counter ?? at(own + 1);
  if (stepId === IMPORTANT_INFORMATION_STEP) return at(own + 2);
  const index = journey.steps.findIndex((step) => step.id === stepId);
  return at(index === -1 ? totalSteps : index + 1);
}
