import { describe, expect, it } from 'vitest';
import { allImportantInformation, testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { stepCounter } from '../../journeys/navigation.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'cor' });
const valid = {
  coverStartDateFlag: 'TODAY',
  coverStartDate: '10/03/2026',
  eligibilityConfirmation: true,
  ...validYourDetails,
  currentCarReg: 'J12345',
  ...allImportantInformation(2),
};

describe('cor journey', () => {
  it('accepts a complete, valid request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('refuses a start date in the past, and today when a later date was chosen', () => {
    expect(
      validateJourney(journey, { ...valid, coverStartDate: '09/03/2026' }, ctx).errors.map((e) => e.field),
    ).toEqual(['coverStartDate']);
    const later = { ...valid, coverStartDateFlag: 'LATER' };
    expect(validateJourney(journey, later, ctx).errors.map((e) => e.field)).toEqual(['coverStartDate']);
  });

  it('refuses an invalid or unchanged registration', () => {
    expect(validateJourney(journey, { ...valid, currentCarReg: 'NOT A REG!' }, ctx).errors).toEqual([
      { field: 'currentCarReg', message: 'Registration number is invalid' },
    ]);
    expect(
      validateJourney(journey, { ...valid, currentCarReg: 'AB12CDE' }, ctx).errors.map((e) => e.field),
    ).toEqual(['currentCarReg']);
  });

  it('uses the final-checks heading and needs both boxes ticked', () => {
    expect(journey.importantInformation?.heading).toBe('Some final checks and we’re done...');
    expect(validateJourney(journey, { ...valid, checkbox1: false }, ctx).errors).toEqual([
      { field: 'checkbox1', message: 'Please agree to continue' },
    ]);
    expect(stepCounter('registration-details', journey, valid, ctx)).toEqual({ step: 3, of: 5 });
  });
});
