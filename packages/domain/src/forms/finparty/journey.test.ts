import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { toSaveRecord } from '../../requests/saveRecord.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'finparty' });
const valid = {
  ...validYourDetails,
  'interestedParty.type': 'HIRE_PURCHASE',
  'interestedParty.name': 'Northern Motor Finance Ltd.',
  'interestedParty.postcode': 'm1 1ae',
};

describe('finparty journey', () => {
  it('accepts a request without the optional agreement number and stores the party as one record', () => {
    expect(validateJourney(journey, valid, ctx).errors).toEqual([]);
    const saved = toSaveRecord(journey, valid, ctx) as { interestedParty: Record<string, unknown> };
    expect(saved.interestedParty).toMatchObject({
      type: 'HIRE_PURCHASE',
      name: 'Northern Motor Finance Ltd.',
    });
  });

  it('refuses a company name with characters outside the pattern', () => {
    const { errors } = validateJourney(journey, { ...valid, 'interestedParty.name': '<script>' }, ctx);
    expect(errors).toEqual([{ field: 'interestedParty.name', message: 'Company name is invalid' }]);
  });
});
