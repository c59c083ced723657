import { describe, expect, it } from 'vitest';
import { examplePolicy } from '../../../test/examplePolicy.ts';
import { allImportantInformation, testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { onAnswerChange } from '../../journeys/answerChange.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { toSaveRecord } from '../../requests/saveRecord.ts';
import { withBrandDetails } from '../../rules/brandedMessage.ts';
import { changeFromDetails } from './change.ts';
import { journey } from './journey.ts';
import { CALL_US_ABOUT_PROPERTY } from './property.ts';

const ctx = testContext({ form: 'hcoa', brand: 'NATIONWIDE', product: 'HOME' });
const { currentVehicleReg: _none, ...homeDetails } = validYourDetails;
const moved = onAnswerChange(journey, 'moveStatus', 'MOVED', {}, ctx);
const valid = {
  ...moved,
  eligibilityConfirmation: true,
  ...homeDetails,
  'policyHolder.addressFirstLine': 'Flat 1, Alder House',
  postcode: 'M1 1AE',
  address: '2 Piccadilly Place, Manchester, M1 1AE',
  uprn: '100023001002',
  propertyType: 'HOUSE',
  bedrooms: '3',
  newHomeOwner: 'true',
  goodRepair: 'true',
  businessUse: 'false',
  ...allImportantInformation(3),
};
const errors = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('hcoa journey', () => {
  it('accepts a complete, valid request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('answers an empty save with its own questions’ errors', () => {
    const fields = errors({}).map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['moveStatus', 'coverStartDate', 'policyHolder.addressFirstLine', 'postcode']),
    );
    expect(fields).toEqual(expect.arrayContaining(['address', 'propertyType', 'bedrooms', 'goodRepair']));
  });

  it('offers the documents choice only when the move is 7 to 30 days away', () => {
    expect(errors({ ...valid, coverStartDate: '20/03/2026' })).toEqual([
      { field: 'postDocumentAddress', message: 'Address confirmation is required' },
    ]);
    const soon = toSaveRecord(journey, valid, ctx);
    expect(soon.postDocumentAddress).toBe('NEW_ADDRESS');
    const later = { ...valid, coverStartDate: '20/03/2026', postDocumentAddress: 'CURRENT_ADDRESS' };
    expect(toSaveRecord(journey, later, ctx).postDocumentAddress).toBe('CURRENT_ADDRESS');
  });

  it('asks the customer to call about a home it cannot quote online', () => {
    expect(errors({ ...valid, goodRepair: 'false', businessUse: 'true' })).toEqual([
      { field: 'goodRepair', message: withBrandDetails(CALL_US_ABOUT_PROPERTY, ctx) },
      { field: 'businessUse', message: withBrandDetails(CALL_US_ABOUT_PROPERTY, ctx) },
    ]);
  });

  it('keeps the new address’s UPRN, and only a real one, for the policy record', () => {
    const saved = toSaveRecord(journey, valid, ctx);
    expect(saved).toMatchObject({ address: valid.address, uprn: '100023001002' });
    expect(toSaveRecord(journey, { ...valid, uprn: '<script>' }, ctx).uprn).toBeUndefined();
    const home = { ...examplePolicy, product: 'HOME' as const, vehicles: [], drivers: [] };
    expect(changeFromDetails(saved, home, '2026-03-10').change).toEqual({
      kind: 'homeAddress',
      // Postcodes are stored without spaces.
      postcode: 'M11AE',
      line1: '2 Piccadilly Place',
      town: 'Manchester, M1 1AE',
      uprn: '100023001002',
    });
  });
});
