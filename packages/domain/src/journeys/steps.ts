import { MESSAGES } from '../rules/messages.ts';
import type { Journey, Question, Step, StepId } from './journey.ts';

/** Pages after the journey's own steps, in the order the spec gives them. */
export const REVIEW_STEP = 'review-and-confirm';
export const IMPORTANT_INFORMATION_STEP = 'important-information';
export const SUCCESS_STEP = 'success';

export const IMPORTANT_INFORMATION_MESSAGE = MESSAGES.agreeToContinue;

/** Important information is drawn from its checkbox copy as checkbox0, checkbox1, … */
export function importantInformationStep(journey: Journey): Step | null {
  const info = journey.importantInformation;
  if (!info) return null;
  const questions: Question[] = info.checkboxes.map((label, index) => ({
    name: `checkbox${index}`,
    kind: 'checkbox',
    label,
    rules: [{ rule: 'checked', message: IMPORTANT_INFORMATION_MESSAGE }],
  }));
  return {
    id: IMPORTANT_INFORMATION_STEP,
    heading: info.heading ?? 'Some checks before you request your new quote...',
    questions,
  };
}

/** Every step that holds questions: the journey's own, then important information when it has one. */
export function questionSteps(journey: Journey): Step[] {
  const info = importantInformationStep(journey);
  return info ? [...journey.steps, info] : [...journey.steps];
}

export function findStep(journey: Journey, stepId: StepId): Step | undefined {
  return questionSteps(journey).find((step) => step.id === stepId);
}

/** The step another address of which is `stepId` (see `Step.aliases`), if any. */
export function stepAliasedAs(journey: Journey, stepId: StepId): Step | undefined {
  return journey.steps.find((step) => step.aliases?.includes(stepId));
}

/**
 * The step that asks for `field` and its question (a list entry's field `claims.0.type` is its
 * list's): where a refusal from the server sends the customer to change the answer.
 */
export function stepAsking(journey: Journey, field: string): { step: Step; question: Question } | undefined {
  for (const step of questionSteps(journey)) {
    const question = step.questions.find((q) => field === q.name || field.startsWith(`${q.name}.`));
    if (question) return { step, question };
  }
  return undefined;
}
