import { describe, expect, it } from 'vitest';
import {
  allImportantInformation,
  testContext,
  validDriver,
  validEligibility,
  validYourDetails,
} from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'aad' });
const valid = { ...validEligibility, ...validYourDetails, ...validDriver, ...allImportantInformation(3) };
const errors = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('aad journey', () => {
  it('accepts a complete, valid request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('needs ukResident, and for a permanent change it must be yes', () => {
    expect(errors({ ...valid, ukResident: undefined })).toEqual([
      { field: 'ukResident', message: 'Please answer this question to continue' },
    ]);
    expect(errors({ ...valid, ukResident: 'false' }).map((error) => error.field)).toEqual(['ukResident']);
    const temporary = { ...valid, ukResident: 'false', tempChangeFlag: 'true', coverEndDate: '25/03/2026' };
    expect(errors(temporary)).toEqual([]);
  });

  it('checks the driver is 17 or older at the cover start date', () => {
    expect(errors({ ...valid, dob: '21/03/2009' })).toEqual([
      { field: 'dob', message: 'Policyholder must be 17 or older at time of cover start date.' },
    ]);
    expect(errors({ ...valid, dob: '20/03/2009' })).toEqual([]);
  });

  it('needs at least one claim when claims are declared, and checks each entry', () => {
    expect(errors({ ...valid, claims: [] })).toEqual([
      { field: 'claims', message: 'Please add at least one claim' },
    ]);
    const badEntry = { ...valid, claims: [{ date: '31/02/2025', type: 'Theft', atFault: 'true' }] };
    expect(errors(badEntry)).toEqual([{ field: 'claims.0.date', message: 'Date is invalid' }]);
    expect(errors({ ...valid, claimsFlag: 'false', claims: [] })).toEqual([]);
  });

  it('needs the residency start date only for drivers not resident since birth', () => {
    expect(errors({ ...valid, residencyStartDate: '' })).toEqual([
      { field: 'residencyStartDate', message: 'Date is required' },
    ]);
    expect(errors({ ...valid, residenceSinceBirth: 'true', residencyStartDate: '' })).toEqual([]);
  });
});

describe('aad dates in the past', () => {
  it('lets the calendar offer past days for claim and conviction dates', () => {
    const driver = journey.steps.find((step) => step.id === 'add-driver');
    const lists = driver?.questions.filter((question) => question.kind === 'list') ?? [];
    const dates = lists.flatMap((list) => (list.item ?? []).filter((item) => item.kind === 'date'));
    expect(dates.map((date) => date.label)).toEqual(['Date of the claim', 'Date of the conviction']);
    for (const date of dates) expect(date.dateOptions?.enablePast).toBe(true);
  });
});
