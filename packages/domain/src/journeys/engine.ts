import type { FieldError } from '../errors.ts';
import { isRecord } from '../isRecord.ts';
import { checkRules } from '../rules/check.ts';
import type { RuleContext } from '../rules/ruleRef.ts';
import { isLive, namedConditions } from './conditions.ts';
import type { Journey, Option, Question, Step, StepId } from './journey.ts';
import { questionSteps } from './steps.ts';

/**
 * The one place that decides which steps and questions are relevant for a set of answers.
 * The step page, the review page and the server's save check all call these, so they agree.
 */

type Answers = Record<string, unknown>;

const withAnswers = (ctx: RuleContext, answers: Answers): RuleContext => ({ ...ctx, answers });

/** Live steps in journey order, important information last. Order never changes; dead steps drop out. */
export function liveSteps(journey: Journey, answers: Answers, ctx: RuleContext): Step[] {
  const named = namedConditions(journey);
  return questionSteps(journey).filter((step) =>
    isLive(step.dependsOn, answers, withAnswers(ctx, answers), named),
  );
}

/**
 * Questions of a step of `journey` whose controlling answer holds (the spec's dependsOn /
 * dependsOnValue), each with only the options live for these answers: the page draws, the
 * review shows and the server accepts the same choices.
 */
export function liveQuestions(journey: Journey, step: Step, answers: Answers, ctx: RuleContext): Question[] {
  const ruleCtx = withAnswers(ctx, answers);
  const named = namedConditions(journey);
  return step.questions
    .filter((question) => isLive(question.dependsOn, answers, ruleCtx, named))
    .map((question) =>
      question.options?.some((option) => option.dependsOn)
        ? {
            ...question,
            options: question.options.filter((option) => isLive(option.dependsOn, answers, ruleCtx, named)),
          }
        : question,
    );
}

const requiredMessage = (question: Question): string => {
  const required = question.rules.find((rule) => rule.rule === 'required');
  return required && 'message' in required ? required.message : 'Please choose one of the options';
};

/**
 * A choice the question does not offer for these answers (not among its options, or an option
 * whose condition fails, sent anyway): refused with the question's own "required" message.
 */
const CHOICE_KINDS: ReadonlySet<Question['kind']> = new Set(['radio', 'radioAccordion', 'select']);
function unofferedChoice(question: Question, value: unknown, live: (option: Option) => boolean): boolean {
  if (!CHOICE_KINDS.has(question.kind) || !question.options?.length) return false;
  if (typeof value !== 'string' || value === '') return false;
  return !question.options.some((option) => option.value === value && live(option));
}

/** Errors of one question of `journey`, its lookup's address and, for lists, each entry's fields. */
export function questionErrors(
  journey: Journey,
  question: Question,
  answers: Answers,
  ctx: RuleContext,
): FieldError[] {
  const ruleCtx = withAnswers(ctx, answers);
  const named = namedConditions(journey);
  const errors: FieldError[] = [];
  const value = answers[question.name];
  const conditional = (question.conditionalRules ?? [])
    .filter((entry) => isLive(entry.when, answers, ruleCtx, named))
    .flatMap((entry) => entry.rules);
  const message =
    checkRules([...question.rules, ...conditional], value, ruleCtx) ??
    (unofferedChoice(question, value, (option) => isLive(option.dependsOn, answers, ruleCtx, named))
      ? requiredMessage(question)
      : null);
  if (message) errors.push({ field: question.name, message });
  const lookup = question.lookup;
  if (lookup && 'addressField' in lookup) {
    const addressMessage = checkRules(lookup.addressRules, answers[lookup.addressField], ruleCtx);
    if (addressMessage) errors.push({ field: lookup.addressField, message: addressMessage });
  }
  if (question.item && Array.isArray(value)) {
    value.forEach((entry, index) => {
      const entryAnswers: Answers = { ...answers, ...(isRecord(entry) ? entry : {}) };
      for (const field of question.item ?? []) {
        if (!isLive(field.dependsOn, entryAnswers, withAnswers(ctx, entryAnswers), named)) continue;
        for (const error of questionErrors(journey, field, entryAnswers, ctx)) {
          errors.push({ field: `${question.name}.${index}.${error.field}`, message: error.message });
        }
      }
    });
  }
  return errors;
}

/**
 * Eligibility's reveal: the first `leading` questions always show; each later one shows only
 * once every question before it is valid; `alwaysShown` ones (the final checkbox) always show.
 */
export function visibleQuestions(
  journey: Journey,
  step: Step,
  answers: Answers,
  ctx: RuleContext,
): Question[] {
  const live = liveQuestions(journey, step, answers, ctx);
  const named = namedConditions(journey);
  const drawn = (question: Question) =>
    !question.hiddenWhen || !isLive(question.hiddenWhen, answers, withAnswers(ctx, answers), named);
  const reveal = step.reveal;
  if (!reveal) return live.filter(drawn);
  const visible: Question[] = [];
  let allValidSoFar = true;
  live.forEach((question, index) => {
    const shown = index < reveal.leading || allValidSoFar || reveal.alwaysShown?.includes(question.name);
    if (shown && drawn(question)) visible.push(question);
    if (questionErrors(journey, question, answers, ctx).length > 0) allValidSoFar = false;
  });
  return visible;
}

/** Every error of the step's live questions, in question order. */
export function validateStep(journey: Journey, step: Step, answers: Answers, ctx: RuleContext): FieldError[] {
  return liveQuestions(journey, step, answers, ctx).flatMap((question) =>
    questionErrors(journey, question, answers, ctx),
  );
}

/** What the server checks on save: every live question of every live step. */
export function validateJourney(
  journey: Journey,
  answers: Answers,
  ctx: RuleContext,
): { errors: FieldError[]; firstInvalidStep: StepId | null } {
  const errors: FieldError[] = [];
  let firstInvalidStep: StepId | null = null;
  for (const step of liveSteps(journey, answers, ctx)) {
    const stepErrors = validateStep(journey, step, answers, ctx);
    if (stepErrors.length > 0 && firstInvalidStep === null) firstInvalidStep = step.id;
    errors.push(...stepErrors);
  }
  return { errors, firstInvalidStep };
}
