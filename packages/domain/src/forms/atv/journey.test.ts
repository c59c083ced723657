import { describe, expect, it } from 'vitest';
import { allImportantInformation, testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'atv' });
const valid = {
  coverStartDateFlag: 'LATER',
  coverStartDate: '20/03/2026',
  coverEndDate: '27/03/2026',
  eligibilityConfirmation: true,
  ...validYourDetails,
  currentCarReg: 'XY19 ABC',
  vehicle: { make: 'VW', model: 'GOLF', yearOfManufacture: '2020', fuel: 'DIESEL', transmission: 'MANUAL' },
  purchaseDate: '01/03/2026',
  ownerFullNameQ: 'true',
  keeperFullNameQ: 'false',
  keeperFullName: 'Hire Cars Ltd',
  keeperRelationship: 'Leasing company',
  ...allImportantInformation(3),
};
const errors = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('atv journey', () => {
  it('accepts a complete, valid request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('always needs an end date for the temporary vehicle', () => {
    const result = validateJourney(journey, { ...valid, coverEndDate: '' }, ctx);
    expect(result.errors).toEqual([{ field: 'coverEndDate', message: 'Date is required' }]);
    expect(result.firstInvalidStep).toBe('eligibility');
  });

  it('needs a purchase date only when neither not-yet-purchased nor not-purchasing is ticked', () => {
    expect(errors({ ...valid, purchaseDate: '' })).toEqual([
      { field: 'purchaseDate', message: 'Date is required' },
    ]);
    expect(errors({ ...valid, purchaseDate: '', notPurchasing: true })).toEqual([]);
    expect(errors({ ...valid, purchaseDate: '', notYetPurchased: true })).toEqual([]);
  });

  it("needs the keeper's relationship when the policyholder is not the keeper", () => {
    expect(errors({ ...valid, keeperRelationship: '' })).toEqual([
      { field: 'keeperRelationship', message: 'Relationship to keeper is required' },
    ]);
  });
});
