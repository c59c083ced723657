import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { submitLabel } from '../../journeys/outcome.ts';
import { withBrandDetails } from '../../rules/brandedMessage.ts';
import { journey, NOT_AVAILABLE_AFTER_CUTOFF } from './journey.ts';
import { settleFromDetails } from './settle.ts';

const ctx = testContext({ form: 'mileage-moneyback' });
const valid = {
  ...validYourDetails,
  boughtBeforeCutoff: 'true',
  mileageReadingReason: 'first',
  mileageReading: '24500',
  readingDate: '09/03/2026',
};
const errorsFor = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('mileage-moneyback journey', () => {
  it('accepts one reading, labelled Submit mileage reading', () => {
    expect(errorsFor(valid)).toEqual([]);
    expect(submitLabel(journey, valid, ctx)).toBe('Submit mileage reading');
  });

  it('asks for the new car and its first reading on a car change, labelled Submit mileage readings', () => {
    const carChange = { ...valid, mileageReadingReason: 'carChange' };
    expect(errorsFor(carChange)).toEqual([
      { field: 'newCarRegistration', message: 'Registration is required' },
      { field: 'newCarMileageReading', message: 'Mileage reading is required' },
    ]);
    expect(submitLabel(journey, carChange, ctx)).toBe('Submit mileage readings');
  });

  it('is not available for policies bought after 5 December 2022, and needs the policy number', () => {
    expect(errorsFor({ ...valid, boughtBeforeCutoff: 'false', policyNumber: '' })).toEqual([
      { field: 'boughtBeforeCutoff', message: withBrandDetails(NOT_AVAILABLE_AFTER_CUTOFF, ctx) },
      { field: 'policyNumber', message: 'Policy number is required' },
    ]);
  });

  it('asks about the cut-off first, on the page the journey opens with, and names the line to call', () => {
    expect(journey.steps[0]?.id).toBe('your-details');
    expect(journey.steps[0]?.questions[0]?.name).toBe('boughtBeforeCutoff');
    expect(withBrandDetails(NOT_AVAILABLE_AFTER_CUTOFF, ctx)).toMatch(
      /please call our customer services line on 0808 157 0\d01 \(Monday to Friday 8am to 9pm/,
    );
  });

  it('refuses a reading dated in the future', () => {
    expect(errorsFor({ ...valid, readingDate: '20/03/2026' })).toEqual([
      { field: 'readingDate', message: 'Date must be today or earlier' },
    ]);
  });
});

describe('mileage-moneyback against the policy on record', () => {
  it('refuses a policy bought after 5 December 2022, whatever the customer answered', () => {
    expect(
      settleFromDetails(
        { boughtBeforeCutoff: true },
        { renewalDate: '2026-09-01', purchasedOn: '2022-12-06' },
        '2026-03-10',
      ),
    ).toEqual({
      ok: false,
      field: 'boughtBeforeCutoff',
      message: NOT_AVAILABLE_AFTER_CUTOFF,
    });
    expect(
      settleFromDetails({}, { renewalDate: '2026-09-01', purchasedOn: '2022-12-05' }, '2026-03-10'),
    ).toEqual({
      ok: true,
      setting: null,
    });
  });
});
