import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'cop' });
const valid = { ...validYourDetails, newPhone: '0113 496 0000' };

describe('cop journey', () => {
  it('accepts a complete, valid request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('rejects an invalid, lettered or missing new number, naming the field as labelled', () => {
    expect(validateJourney(journey, { ...valid, newPhone: '12345' }, ctx).errors).toEqual([
      { field: 'newPhone', message: 'New phone number is invalid' },
    ]);
    expect(validateJourney(journey, { ...valid, newPhone: '07700 9OO123' }, ctx).errors).toEqual([
      { field: 'newPhone', message: 'New phone number must contain numbers only' },
    ]);
    const missing = validateJourney(journey, { ...valid, newPhone: '' }, ctx);
    expect(missing.errors).toEqual([{ field: 'newPhone', message: 'New phone number is required' }]);
    expect(missing.firstInvalidStep).toBe('phone-details');
  });

  it('rejects a new number that is the current one, ignoring spaces', () => {
    expect(validateJourney(journey, { ...valid, newPhone: '07700900123' }, ctx).errors).toEqual([
      { field: 'newPhone', message: 'New phone number must be different from your current contact number' },
    ]);
  });
});
