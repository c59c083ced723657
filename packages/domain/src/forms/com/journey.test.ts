import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { reviewSections } from '../../journeys/review.ts';
import { toSaveRecord } from '../../requests/saveRecord.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'com' });
const valid = { ...validYourDetails, estimatedAnnualMileage: '8000', reason: 'Working from home' };
const errorsFor = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('com journey', () => {
  it('accepts a complete request and shows the mileage with thousands separators on review', () => {
    expect(errorsFor(valid)).toEqual([]);
    const rows = reviewSections(journey, valid, ctx).flatMap((section) => section.rows);
    expect(rows).toContainEqual({
      name: 'estimatedAnnualMileage',
      label: 'New estimated annual mileage',
      value: '8,000',
    });
  });

  it('refuses an empty or non-numeric mileage with its own messages', () => {
    expect(errorsFor({ ...valid, estimatedAnnualMileage: '' })).toEqual([
      { field: 'estimatedAnnualMileage', message: 'Estimated annual mileage is required' },
    ]);
    expect(errorsFor({ ...valid, estimatedAnnualMileage: '08,000' })).toEqual([
      { field: 'estimatedAnnualMileage', message: 'Estimated annual mileage is invalid' },
    ]);
  });

  it('accepts "6,000" as people write it, and stores its digits', () => {
    const grouped = { ...valid, estimatedAnnualMileage: '6,000' };
    expect(errorsFor(grouped)).toEqual([]);
    expect(toSaveRecord(journey, grouped, ctx).estimatedAnnualMileage).toBe('6000');
    expect(errorsFor({ ...valid, estimatedAnnualMileage: '6,00' })).toEqual([
      { field: 'estimatedAnnualMileage', message: 'Estimated annual mileage is invalid' },
    ]);
  });

  it('promises the refund letter within 60 days on success', () => {
    expect(journey.success.body.join(' ')).toContain('within 60 days');
  });
});
