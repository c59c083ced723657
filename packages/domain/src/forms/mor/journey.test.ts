import { describe, expect, it } from 'vitest';
import { validateJourney } from '../../journeys/engine.ts';
import { allImportantInformation, testContext, validYourDetails } from '../../testing/journeyFixtures.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'mor', brand: 'GREENFLAG', product: 'MOTOR' });
const valid = {
  renewalDate: '25/03/2026',
  detailsChanged: 'false',
  eligibilityConfirmation: true,
  ...validYourDetails,
  ...allImportantInformation(2),
};
const errors = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('mor journey', () => {
  it('accepts a complete, valid renewal request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('asks the registration and, on the breakdown brand, the policy number', () => {
    const fields = errors({}).map((error) => error.field);
    expect(fields[0]).toBe('renewalDate');
    expect(fields).toContain('currentVehicleReg');
    expect(errors({ ...valid, policyNumber: '' })).toEqual([
      { field: 'policyNumber', message: 'Policy number is required' },
    ]);
  });
});
