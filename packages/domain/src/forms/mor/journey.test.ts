import { describe, expect, it } from 'vitest';
import { allImportantInformation, testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
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

  it('sends a customer whose details changed to call, with the number and its hours', () => {
    const [error] = errors({ ...valid, detailsChanged: 'true' });
    expect(error?.message).toBe(
      'Please call our customer services line on 0808 157 0501 (Monday to Friday 8am to 9pm, Saturday 9am to 5pm, Sunday 10am to 5pm) to renew a policy whose details have changed, so we can give you the right price.',
    );
  });
});
