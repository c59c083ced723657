import { describe, expect, it } from 'vitest';
import { FORM_CODES } from '../formCodes.ts';
import { hasJourney, loadJourney } from '../forms.ts';
import { namedConditions } from './conditions.ts';
import type { Condition, Journey, Question } from './journey.ts';
import { questionSteps } from './steps.ts';

/** Every `{ ref }` name inside a condition. */
function refsIn(condition: Condition): string[] {
  if ('ref' in condition) return [condition.ref];
  if ('all' in condition) return condition.all.flatMap(refsIn);
  if ('any' in condition) return condition.any.flatMap(refsIn);
  if ('not' in condition) return refsIn(condition.not);
  return [];
}

/** Every condition a journey holds: steps', questions' (list fields too), conditional rules' and named ones. */
function conditionsOf(journey: Journey): Condition[] {
  const ofQuestion = (question: Question): (Condition | undefined)[] => [
    question.dependsOn,
    ...(question.conditionalRules ?? []).map((entry) => entry.when),
    ...(question.item ?? []).flatMap(ofQuestion),
  ];
  const all = [
    ...questionSteps(journey).flatMap((step) => [step.dependsOn, ...step.questions.flatMap(ofQuestion)]),
    ...Object.values(namedConditions(journey)),
  ];
  return all.filter((condition): condition is Condition => condition !== undefined);
}

describe('every registered journey definition', () => {
  it('declares every named condition it refers to', async () => {
    for (const form of FORM_CODES.filter(hasJourney)) {
      const journey = await loadJourney(form);
      const named = namedConditions(journey);
      const refs = conditionsOf(journey).flatMap(refsIn);
      expect(
        refs.filter((name) => !(name in named)),
        form,
      ).toEqual([]);
    }
  });
});
