import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/journeyFixtures.ts';
import { journey as coa } from '../forms/coa/journey.ts';
import { journey as cov } from '../forms/cov/journey.ts';
import { applyEffects, onAnswerChange } from './answerChange.ts';
import type { Question } from './journey.ts';

const ctx = testContext({ form: 'coa' });

describe('onAnswerChange', () => {
  it('sets the cover start date to London today when the customer has MOVED', () => {
    expect(onAnswerChange(coa, 'moveStatus', 'MOVED', {}, ctx).coverStartDate).toBe('10/03/2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const late = testContext({ form: 'coa', now: '2026-06-30T23:30:00.000Z' });
    expect(onAnswerChange(coa, 'moveStatus', 'MOVED', {}, late).coverStartDate).toBe('01/07/2026');
  });

  it('clears the cover start date for any other move status', () => {
    const moved = { moveStatus: 'MOVED', coverStartDate: '10/03/2026' };
    expect(onAnswerChange(coa, 'moveStatus', 'MOVE_CONFIRMED', moved, ctx).coverStartDate).toBe('');
  });

  it('sets the start date to today for "from today", clears it for "later", and keeps it when chosen again', () => {
    const answers = { coverStartDateFlag: 'LATER', coverStartDate: '20/03/2026' };
    // The fixtures' today is 10 March 2026.
    const today = onAnswerChange(cov, 'coverStartDateFlag', 'TODAY', answers, ctx);
    expect(today.coverStartDate).toBe('10/03/2026');
    expect(onAnswerChange(cov, 'coverStartDateFlag', 'LATER', today, ctx).coverStartDate).toBe('');
    expect(onAnswerChange(cov, 'coverStartDateFlag', 'LATER', answers, ctx).coverStartDate).toBe(
      '20/03/2026',
    );
  });

  it('clears a dependent answer when its controlling value no longer matches', () => {
    const temporary = { tempChangeFlag: 'true', coverEndDate: '25/03/2026' };
    const next = onAnswerChange(cov, 'tempChangeFlag', 'false', temporary, ctx);
    expect(next).toEqual({ tempChangeFlag: 'false' });
  });

  it('clears chains of dependents (applicant relationship and its other text)', () => {
    const applicant = {
      isPolicyHolder: 'false',
      applicantFirstName: 'Ann',
      applicantRelationship: 'Other',
      applicantRelationshipOther: 'Carer',
    };
    expect(onAnswerChange(cov, 'isPolicyHolder', 'true', applicant, ctx)).toEqual({ isPolicyHolder: 'true' });
    const relationship = onAnswerChange(cov, 'applicantRelationship', 'Spouse/Partner', applicant, ctx);
    expect(relationship.applicantRelationshipOther).toBeUndefined();
    expect(relationship.applicantFirstName).toBe('Ann');
  });
});

describe('applyEffects: a question declares what its answer does to others', () => {
  const question = (effects: Question['effects']): Question => ({
    name: 'choice',
    kind: 'radio',
    label: 'Choice',
    rules: [],
    ...(effects ? { effects } : {}),
  });
  const answers = { a: 'x', b: 'y', c: 'z' };

  it('clears every named answer', () => {
    expect(applyEffects(question({ clears: ['a', 'b'] }), 'any', answers, ctx)).toEqual({
      a: '',
      b: '',
      c: 'z',
    });
  });

  it('sets a field to London today only for the named answer', () => {
    const setsToday = question({ setToday: { field: 'c', when: 'NOW' } });
    expect(applyEffects(setsToday, 'NOW', answers, ctx).c).toBe('10/03/2026');
    expect(applyEffects(setsToday, 'LATER', answers, ctx)).toEqual(answers);
  });

  it('a question without effects changes nothing', () => {
    expect(applyEffects(question(undefined), 'NOW', answers, ctx)).toEqual(answers);
  });
});
