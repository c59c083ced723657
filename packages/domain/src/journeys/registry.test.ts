import { describe, expect, it } from 'vitest';
import { type FormCode, ROUTE_DATA } from '../forms.ts';
import { namedConditions } from './conditions.ts';
import type { Condition, Journey, Question } from './journey.ts';
import { hasJourney, loadJourney } from './registry.ts';
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

const BUILT: FormCode[] = ['aad', 'atv', 'coa', 'con', 'cop', 'cor', 'cov'];

describe('journey registry', () => {
  it('loads each built form with its own definition', async () => {
    for (const form of BUILT) {
      expect(hasJourney(form)).toBe(true);
      expect((await loadJourney(form)).form).toBe(form);
    }
  });

  it('refuses forms that have no definition yet', async () => {
    expect(hasJourney('hor')).toBe(false);
    await expect(loadJourney('hor')).rejects.toThrow('hor');
  });

  it('gives every built form its triage sorry action', async () => {
    expect((await loadJourney('con')).triage?.sorryAction).toBe('change your name');
    expect((await loadJourney('cop')).triage?.sorryAction).toBe('update your phone number');
  });

  it("counts each journey's steps as its route data does", async () => {
    for (const form of BUILT) expect((await loadJourney(form)).totalSteps).toBe(ROUTE_DATA[form].totalSteps);
  });

  it('resolves every named condition each built journey refers to', async () => {
    for (const form of BUILT) {
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
