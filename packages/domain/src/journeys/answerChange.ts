import { isoToDisplay, londonToday } from '../dates.ts';
import type { RuleContext } from '../rules/ruleRef.ts';
import { isFilled, isLive } from './conditions.ts';
import type { Journey } from './journey.ts';
import { questionSteps } from './steps.ts';

type Answers = Record<string, unknown>;

/** Today's business date in London as a date answer (DD/MM/YYYY). */
const londonTodayDisplay = (nowIso: string): string => isoToDisplay(londonToday(nowIso));

/** Side effects of one answer on others (request-journeys.md §4 "Eligibility"). */
const SIDE_EFFECTS: Record<string, (value: unknown, answers: Answers, ctx: RuleContext) => Answers> = {
  // Choosing MOVED sets the cover start date to today, otherwise it is cleared.
  moveStatus: (value, answers, ctx) => ({
    ...answers,
    coverStartDate: value === 'MOVED' ? londonTodayDisplay(ctx.now) : '',
  }),
  // Changing the cover start date flag clears the date.
  coverStartDateFlag: (_value, answers) => ({ ...answers, coverStartDate: '' }),
};

/**
 * The answers after `name` changes to `value`: its side effects applied, then every answer
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
  const effect = SIDE_EFFECTS[name];
  if (effect && changed) next = effect(value, next, ctx);
  const questions = questionSteps(journey).flatMap((step) => step.questions);
  for (let cleared = true; cleared; ) {
    cleared = false;
    for (const question of questions) {
      if (!question.dependsOn || !isFilled(next[question.name])) continue;
      if (isLive(question.dependsOn, next, { ...ctx, answers: next })) continue;
      const { [question.name]: _dropped, ...rest } = next;
      next = rest;
      cleared = true;
    }
  }
  return next;
}
