import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { firstStepPath } from '../../journeys/navigation.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'travel_refund', product: 'TRAVEL' });
const valid = {
  ...validYourDetails,
  currentVehicleReg: undefined,
  tripBooked: 'false',
  wishToProceed: 'true',
};

describe('travel_refund journey', () => {
  it('starts with the trips and accepts a complete request', () => {
    expect(firstStepPath(journey, {}, ctx)).toBe('your-trips');
    expect(validateJourney(journey, valid, ctx).errors).toEqual([]);
  });

  it('goes no further when the customer wants to keep the upgrades', () => {
    const { errors } = validateJourney(journey, { ...valid, wishToProceed: 'false' }, ctx);
    expect(errors).toEqual([
      {
        field: 'wishToProceed',
        message: "If you'd like to keep your upgrades, you don't need to do anything.",
      },
    ]);
  });

  it('promises the pro rata refund within 60 days, from 18 March 2020', () => {
    expect(journey.success.body.join(' ')).toContain('pro rata, counted from 18 March 2020, within 60 days');
  });
});
