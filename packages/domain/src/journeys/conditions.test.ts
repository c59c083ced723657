import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/journeyFixtures.ts';
import { journey as con } from '../forms/con/journey.ts';
import { isFilled, isLive, namedConditions } from './conditions.ts';
import { liveQuestions } from './engine.ts';
import type { Journey, Question } from './journey.ts';

const ctx = testContext();

describe('isLive', () => {
  it('treats a missing condition as live', () => {
    expect(isLive(undefined, {}, ctx)).toBe(true);
  });

  it('compares equals strictly', () => {
    expect(isLive({ field: 'a', equals: 'true' }, { a: 'true' }, ctx)).toBe(true);
    expect(isLive({ field: 'a', equals: 'true' }, { a: true }, ctx)).toBe(false);
  });

  it('matches in-lists and filled answers', () => {
    expect(isLive({ field: 'a', in: ['x', 'y'] }, { a: 'y' }, ctx)).toBe(true);
    expect(isLive({ field: 'a', in: ['x', 'y'] }, { a: 'z' }, ctx)).toBe(false);
    expect(isLive({ field: 'a', filled: true }, { a: '  ' }, ctx)).toBe(false);
    expect(isLive({ field: 'a', filled: true }, { a: 'b' }, ctx)).toBe(true);
  });

  it('measures a date answer in days from today in London, both ends included', () => {
    // Today is 10 March 2026.
    const window = { field: 'd', daysFromToday: { min: 7, max: 30 } } as const;
    expect(isLive(window, { d: '16/03/2026' }, ctx)).toBe(false);
    expect(isLive(window, { d: '17/03/2026' }, ctx)).toBe(true);
    expect(isLive(window, { d: '2026/04/09' }, ctx)).toBe(true);
    expect(isLive(window, { d: '10/04/2026' }, ctx)).toBe(false);
    expect(isLive(window, { d: '' }, ctx)).toBe(false);
  });

  it('reads brand, product and partner from the context, not from answers', () => {
    const brand = { context: 'brand', in: ['PRIVILEGE'] } as const;
    expect(isLive(brand, { brand: 'PRIVILEGE' }, ctx)).toBe(false);
    expect(isLive(brand, {}, testContext({ brand: 'PRIVILEGE' }))).toBe(true);
    expect(isLive({ context: 'partner', in: ['RBS'] }, {}, ctx)).toBe(false);
    expect(isLive({ context: 'partner', in: ['RBS'] }, {}, testContext({ partner: 'RBS' }))).toBe(true);
  });

  it('combines with all, any and not', () => {
    const answers = { a: '1', b: '2' };
    expect(
      isLive(
        {
          all: [
            { field: 'a', equals: '1' },
            { field: 'b', equals: '2' },
          ],
        },
        answers,
        ctx,
      ),
    ).toBe(true);
    expect(
      isLive(
        {
          all: [
            { field: 'a', equals: '1' },
            { field: 'b', equals: '3' },
          ],
        },
        answers,
        ctx,
      ),
    ).toBe(false);
    expect(
      isLive(
        {
          any: [
            { field: 'a', equals: '9' },
            { field: 'b', equals: '2' },
          ],
        },
        answers,
        ctx,
      ),
    ).toBe(true);
    expect(isLive({ not: { field: 'a', equals: '1' } }, answers, ctx)).toBe(false);
  });
});

describe('named conditions', () => {
  const named = {
    permanent: { field: 'temp', equals: 'false' },
    permanentAndMoving: { all: [{ ref: 'permanent' }, { field: 'moving', equals: 'true' }] },
  } as const;

  it('resolves a name, also inside all, any and not, and names that refer to names', () => {
    expect(isLive({ ref: 'permanent' }, { temp: 'false' }, ctx, named)).toBe(true);
    expect(isLive({ ref: 'permanent' }, { temp: 'true' }, ctx, named)).toBe(false);
    expect(isLive({ not: { ref: 'permanent' } }, { temp: 'true' }, ctx, named)).toBe(true);
    expect(isLive({ ref: 'permanentAndMoving' }, { temp: 'false', moving: 'true' }, ctx, named)).toBe(true);
    expect(isLive({ ref: 'permanentAndMoving' }, { temp: 'false', moving: 'false' }, ctx, named)).toBe(false);
  });

  it('refuses a name nobody declared: a definition error, never a silent "live"', () => {
    expect(() => isLive({ ref: 'nowhere' }, {}, ctx, named)).toThrow('nowhere');
    expect(() => isLive({ ref: 'permanent' }, {}, ctx)).toThrow('permanent');
  });

  it("gathers a journey's own names and those its steps declare into one namespace", () => {
    const question: Question = {
      name: 'extra',
      kind: 'text',
      label: 'Extra',
      rules: [],
      dependsOn: { ref: 'other' },
    };
    const journey: Journey = {
      ...con,
      conditions: { other: { field: 'reason', equals: 'Other' } },
      steps: [...con.steps, { id: 'more', heading: 'More', questions: [question] }],
    };
    expect(Object.keys(namedConditions(journey))).toEqual(['notPolicyholder', 'other']);
    const step = journey.steps[2];
    if (!step) throw new Error('no step');
    expect(liveQuestions(journey, step, { reason: 'Other' }, ctx)).toEqual([question]);
    expect(liveQuestions(journey, step, { reason: 'Marriage' }, ctx)).toEqual([]);
  });
});

describe('isFilled', () => {
  it('counts empty strings, empty lists, false and null as unanswered', () => {
    for (const value of ['', '   ', [], false, null, undefined]) expect(isFilled(value)).toBe(false);
    for (const value of ['a', [1], true, 0, { make: 'Ford' }]) expect(isFilled(value)).toBe(true);
  });
});
