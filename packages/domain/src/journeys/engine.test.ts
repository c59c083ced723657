import { describe, expect, it } from 'vitest';
import {
  allImportantInformation,
  testContext,
  validDriver,
  validEligibility,
  validYourDetails,
} from '../../test/journeyFixtures.ts';
import { journey as aad } from '../forms/aad/journey.ts';
import { journey as coa } from '../forms/coa/journey.ts';
import { journey as con } from '../forms/con/journey.ts';
import { journey as cov } from '../forms/cov/journey.ts';
import { liveQuestions, liveSteps, validateStep, visibleQuestions } from './engine.ts';
import type { Journey, Step } from './journey.ts';
import { nextStepPath, previousStepPath, stepCounter, stepGuard } from './navigation.ts';

const ctx = testContext({ form: 'cov' });
const eligibility = cov.steps[0] as Step;
const names = (questions: { name: string }[]) => questions.map((question) => question.name);

describe('visibleQuestions (eligibility reveal)', () => {
  it('shows the cover start questions and the final checkbox before anything is answered', () => {
    expect(names(visibleQuestions(cov, eligibility, {}, ctx))).toEqual([
      'coverStartDateFlag',
      'coverStartDate',
      'eligibilityConfirmation',
    ]);
  });

  it('reveals the next question only once every question before it is valid', () => {
    const invalidDate = { coverStartDateFlag: 'LATER', coverStartDate: '31/02/2026' };
    expect(names(visibleQuestions(cov, eligibility, invalidDate, ctx))).not.toContain('tempChangeFlag');
    const validStart = { coverStartDateFlag: 'LATER', coverStartDate: '20/03/2026' };
    expect(names(visibleQuestions(cov, eligibility, validStart, ctx))).toEqual([
      'coverStartDateFlag',
      'coverStartDate',
      'tempChangeFlag',
      'eligibilityConfirmation',
    ]);
    const temporary = { ...validStart, tempChangeFlag: 'true' };
    expect(names(visibleQuestions(cov, eligibility, temporary, ctx))).toContain('coverEndDate');
  });

  it('shows every coa question at once: coa is not gated on the cover start date', () => {
    const coaEligibility = coa.steps[0] as Step;
    expect(names(visibleQuestions(coa, coaEligibility, {}, testContext({ form: 'coa' })))).toEqual([
      'moveStatus',
      'coverStartDate',
      'eligibilityConfirmation',
    ]);
  });
});

describe('liveQuestions and validateStep', () => {
  it('drops questions whose controlling answer does not match, and never validates them', () => {
    const permanent = { ...validEligibility, tempChangeFlag: 'false' };
    expect(names(liveQuestions(cov, eligibility, permanent, ctx))).not.toContain('coverEndDate');
    expect(validateStep(cov, eligibility, permanent, ctx)).toEqual([]);
    const temporary = { ...validEligibility, tempChangeFlag: 'true' };
    expect(validateStep(cov, eligibility, temporary, ctx)).toEqual([
      { field: 'coverEndDate', message: 'Date is required' },
    ]);
  });

  it('reports each invalid live question with its own message', () => {
    const errors = validateStep(cov, eligibility, {}, ctx);
    expect(errors).toContainEqual({
      field: 'coverStartDateFlag',
      message: 'Please answer this question to continue',
    });
    expect(errors).toContainEqual({ field: 'eligibilityConfirmation', message: 'Please agree to continue' });
  });
});

describe('liveSteps', () => {
  const conditional: Journey = {
    ...con,
    steps: [
      ...con.steps,
      { id: 'extra', heading: 'Extra', questions: [], dependsOn: { field: 'reason', equals: 'Other' } },
    ],
  };

  it('skips a step whose condition fails and keeps the order otherwise', () => {
    const ids = (answers: Record<string, unknown>) =>
      liveSteps(conditional, answers, ctx).map((step) => step.id);
    expect(ids({ reason: 'Marriage' })).toEqual(['your-details', 'name-details']);
    expect(ids({ reason: 'Other' })).toEqual(['your-details', 'name-details', 'extra']);
    expect(nextStepPath(conditional, 'name-details', { reason: 'Marriage' }, ctx)).toBe('review-and-confirm');
    expect(nextStepPath(conditional, 'name-details', { reason: 'Other' }, ctx)).toBe('extra');
  });

  it('puts important information after the journey steps', () => {
    expect(liveSteps(cov, {}, ctx).map((step) => step.id)).toEqual([
      'eligibility',
      'your-details',
      'vehicle-details',
      'important-information',
    ]);
  });
});

describe('nextStepPath and previousStepPath', () => {
  it('walks a quote journey through review and important information to success', () => {
    const path = [
      'eligibility',
      'your-details',
      'vehicle-details',
      'review-and-confirm',
      'important-information',
    ];
    const expected = [...path.slice(1), 'success'];
    expect(path.map((id) => nextStepPath(cov, id, {}, ctx))).toEqual(expected);
    expect(previousStepPath(cov, 'important-information', {}, ctx)).toBe('review-and-confirm');
    expect(previousStepPath(cov, 'eligibility', {}, ctx)).toBe('triage');
  });

  it('sends a simple request form from review straight to success', () => {
    expect(nextStepPath(con, 'name-details', {}, ctx)).toBe('review-and-confirm');
    expect(nextStepPath(con, 'review-and-confirm', {}, ctx)).toBe('success');
    expect(previousStepPath(con, 'review-and-confirm', {}, ctx)).toBe('name-details');
  });
});

describe('stepGuard', () => {
  const complete = {
    ...validEligibility,
    ...validYourDetails,
    currentCarReg: 'XY19 ABC',
    vehicle: {
      make: 'FORD',
      model: 'FIESTA',
      yearOfManufacture: '2019',
      fuel: 'PETROL',
      transmission: 'MANUAL',
    },
    purchaseDate: '01/03/2026',
    ownerFullNameQ: 'true',
    keeperFullNameQ: 'true',
    mileageFlag: 'false',
    ...allImportantInformation(3),
  };

  it('lets a complete journey reach review and success', () => {
    expect(stepGuard(cov, 'review-and-confirm', complete, ctx)).toBeNull();
    expect(stepGuard(cov, 'success', complete, ctx)).toBeNull();
  });

  it('sends the customer back to the first incomplete earlier step', () => {
    expect(stepGuard(cov, 'review-and-confirm', { ...complete, 'policyHolder.email': '' }, ctx)).toBe(
      'your-details',
    );
    expect(stepGuard(cov, 'vehicle-details', { ...complete, coverStartDate: '20/03/26' }, ctx)).toBe(
      'eligibility',
    );
    expect(stepGuard(cov, 'review-and-confirm', { ...complete, 'policyHolder.dob': '15//1980' }, ctx)).toBe(
      'your-details',
    );
    expect(stepGuard(cov, 'success', { ...complete, checkbox1: false }, ctx)).toBe('important-information');
  });

  it('does not look at the step itself or later ones', () => {
    expect(stepGuard(cov, 'your-details', { ...validEligibility }, ctx)).toBeNull();
  });

  it('needs residencyStartDate at least 7 characters and a claims list when claims are declared', () => {
    const aadCtx = testContext({ form: 'aad' });
    const answers = {
      ...validEligibility,
      ...validYourDetails,
      ...validDriver,
      ...allImportantInformation(3),
    };
    expect(stepGuard(aad, 'success', answers, aadCtx)).toBeNull();
    expect(stepGuard(aad, 'review-and-confirm', { ...answers, residencyStartDate: '03/201' }, aadCtx)).toBe(
      'add-driver',
    );
    expect(stepGuard(aad, 'review-and-confirm', { ...answers, claims: [] }, aadCtx)).toBe('add-driver');
    // Without declared claims the empty list is not needed.
    expect(
      stepGuard(aad, 'review-and-confirm', { ...answers, claimsFlag: 'false', claims: [] }, aadCtx),
    ).toBeNull();
  });
});

describe('stepCounter', () => {
  it('counts the pages this customer will see: the live steps, review and important information', () => {
    expect(stepCounter('eligibility', cov, {}, ctx)).toEqual({ step: 1, of: 5 });
    expect(stepCounter('review-and-confirm', cov, {}, ctx)).toEqual({ step: 4, of: 5 });
    expect(stepCounter('important-information', cov, {}, ctx)).toEqual({ step: 5, of: 5 });
    const conCtx = testContext({ form: 'con' });
    expect(stepCounter('review-and-confirm', con, {}, conCtx)).toEqual({ step: 3, of: 3 });
  });

  it("counts Green Flag's policy-number triage as step 1", () => {
    const greenflag = testContext({ form: 'cov', brand: 'GREENFLAG' });
    expect(stepCounter('triage', cov, {}, greenflag)).toEqual({ step: 1, of: 6 });
    expect(stepCounter('eligibility', cov, {}, greenflag)).toEqual({ step: 2, of: 6 });
  });
});

describe('an answer filled in for the customer', () => {
  it('is not drawn while "from today" holds, yet is judged and sent; "later" asks for it', () => {
    const journey = cov;
    const ctx = testContext({ form: 'cov' });
    const eligibility = journey.steps[0]!;
    const names = (answers: Record<string, unknown>) =>
      visibleQuestions(journey, eligibility, answers, ctx).map((question) => question.name);
    const today = { coverStartDateFlag: 'TODAY', coverStartDate: '10/03/2026' };
    expect(names(today)).not.toContain('coverStartDate');
    // The next question shows at once: the filled date is valid.
    expect(names(today)[1]).toBeDefined();
    expect(liveQuestions(journey, eligibility, today, ctx).map((question) => question.name)).toContain(
      'coverStartDate',
    );
    expect(names({ coverStartDateFlag: 'LATER' })).toContain('coverStartDate');
  });
});
