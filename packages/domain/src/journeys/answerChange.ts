import { isoToDisplay, londonToday } from '../dates.ts';
import type { RuleContext } from '../rules/ruleRef.ts';
import { isFilled, isLive, namedConditions } from './conditions.ts';
import type { Journey, Question } from './journey.ts';
import { questionSteps } from './steps.ts';

type Answers = Record<string, unknown>;

/** Today's business date in London as a date answer (DD/MM/YYYY). */
const londonTodayDisplay = (nowIso: string): string => isoToDisplay(londonToday(nowIso));

/** A question's declared effects on other answers. */
export function applyEffects(
  question: Question,
  value: unknown,
  answers: Answers,
  ctx: RuleContext,
): Answers {
  const effects = question.effects;
  if (!effects) return answers;
  const next: Answers = { ...answers };
  for (const field of effects.clears ?? []) next[field] = '';
  const setToday = effects.setToday;
  if (setToday && value === setToday.when) next[setToday.field] = londonTodayDisplay(ctx.now);
  return next;
}

/**
 * The answers after `name` changes to `value`: its question's effects applied, then every answer
 * whose controlling value no longer matches cleared (repeated, as one clearing can kill another).
 */
export function onAnswerChange(
  journey: Journey,
  name: string,
  value: unknown,
  answers: Answers,
  ctx: RuleContext,
): Answers {
  const changed = answers[name] !== value;
  let next: Answers = { ...answers, [name]: value };
  const questions = questionSteps(journey).flatMap((step) => step.questions);
  const asked = questions.find((candidate) => candidate.name === name);
  const named = namedConditions(journey);
  if (asked && changed) next = applyEffects(asked, value, next, ctx);
  for (let cleared = true; cleared; ) {
    cleared = false;
    for (const question of questions) {
      if (!question.dependsOn || !isFilled(next[question.name])) continue;
      if (isLive(question.dependsOn, next, { ...ctx, answers: next }, named)) continue;
      const { [question.name]: _dropped, ...rest } = next;
      next = rest;
      cleared = true;
    }
  }
  return next;
}
